// Must type-check both against the UIKit stand-in (Tests/UIKitStub) and against a real
// iOS SDK with `-swift-version 6 -target arm64-apple-ios14.0` (Tests/Scripts/typecheck-ios.sh).
// Exercises a broad slice of the API listed in Tests/Scripts/uikit-allowlist.txt, in the
// style generated code uses.
import UIKit

final class SampleView: UIView {
    let titleLabel = UILabel()
    let stack = UIStackView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    // A designated initializer of our own chains to a designated one of UIView.
    init() {
        super.init(frame: .zero)
        setUp()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: 44)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.horizontalSizeClass == .compact {
            stack.axis = .vertical
        }
    }

    private func setUp() {
        translatesAutoresizingMaskIntoConstraints = false
        backgroundColor = .systemBackground
        layoutMargins = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        preservesSuperviewLayoutMargins = true
        insetsLayoutMarginsFromSafeArea = false
        semanticContentAttribute = .forceLeftToRight
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentMode = .scaleAspectFit
        clipsToBounds = true
        isOpaque = false
        alpha = 0.5
        tag = 7
        isHidden = false
        isUserInteractionEnabled = true
        isMultipleTouchEnabled = false
        tintColor = UIColor.systemTeal
        accessibilityIdentifier = "sample"
        accessibilityLabel = "Sample"
        accessibilityHint = "A sample view"
        isAccessibilityElement = false
        accessibilityTraits = []

        titleLabel.text = "Hello"
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.textColor = .label
        titleLabel.textAlignment = .natural
        titleLabel.numberOfLines = 0
        titleLabel.lineBreakMode = .byTruncatingTail
        titleLabel.baselineAdjustment = .alignCenters
        titleLabel.adjustsFontSizeToFitWidth = true
        titleLabel.minimumScaleFactor = 0.5
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.isEnabled = true
        titleLabel.isHighlighted = false
        titleLabel.highlightedTextColor = .white
        titleLabel.preferredMaxLayoutWidth = 200
        titleLabel.attributedText = NSAttributedString(string: "Hello")
        titleLabel.allowsDefaultTighteningForTruncation = true
        titleLabel.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        titleLabel.setContentCompressionResistancePriority(.required - 1, for: .vertical)
        titleLabel.setContentHuggingPriority(UILayoutPriority(rawValue: 251), for: .vertical)
        titleLabel.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)

        stack.axis = .horizontal
        stack.distribution = .fillEqually
        stack.alignment = .firstBaseline
        stack.spacing = UIStackView.spacingUseSystem
        stack.isBaselineRelativeArrangement = true
        stack.isLayoutMarginsRelativeArrangement = true
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.addArrangedSubview(titleLabel)
        stack.setCustomSpacing(12, after: titleLabel)

        addSubview(stack)
        insertSubview(UIView(), at: 0)

        let guide = UILayoutGuide()
        guide.identifier = "content"
        addLayoutGuide(guide)

        let width = stack.widthAnchor.constraint(equalToConstant: 100)
        width.priority = .defaultLow
        width.identifier = "width"
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(lessThanOrEqualTo: safeAreaLayoutGuide.trailingAnchor, constant: -8),
            stack.topAnchor.constraint(equalToSystemSpacingBelow: readableContentGuide.topAnchor, multiplier: 1),
            stack.bottomAnchor.constraint(greaterThanOrEqualTo: bottomAnchor),
            stack.leadingAnchor.constraint(equalToSystemSpacingAfter: guide.leadingAnchor, multiplier: 2),
            stack.heightAnchor.constraint(equalTo: heightAnchor, multiplier: 0.5),
            stack.heightAnchor.constraint(lessThanOrEqualTo: widthAnchor, multiplier: 2, constant: 4),
            stack.centerXAnchor.constraint(equalTo: centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: centerYAnchor, constant: 0),
            titleLabel.firstBaselineAnchor.constraint(equalTo: stack.lastBaselineAnchor),
            width,
        ])
        let manual = NSLayoutConstraint(item: stack, attribute: .leadingMargin, relatedBy: .equal,
                                        toItem: self, attribute: .centerXWithinMargins,
                                        multiplier: 1, constant: 0)
        manual.isActive = true
        manual.constant = 4
        NSLayoutConstraint.deactivate([manual])
    }
}

final class SampleViewController: UIViewController {
    private let button = UIButton(type: .system)
    private let field = UITextField()
    private let textView = UITextView()
    private let toggle = UISwitch()
    private let slider = UISlider()
    private let segments = UISegmentedControl(items: ["One", "Two"])
    private let stepper = UIStepper()
    private let pageControl = UIPageControl()
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let progress = UIProgressView(progressViewStyle: .bar)
    private let imageView = UIImageView(image: UIImage(systemName: "star"))
    private let scrollView = UIScrollView()

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Sample"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func loadView() {
        view = SampleView()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
        view.addSubview(scrollView)
        scrollView.addSubview(button)

        configureButton()
        configureInputs()
        configureControls()
        configureScrollView()
        configureColorsAndFonts()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        spinner.startAnimating()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        _ = traitCollection.verticalSizeClass == .regular
        _ = traitCollection.userInterfaceIdiom == .pad
    }

    private func configureButton() {
        button.setTitle("Tap", for: .normal)
        button.setTitle("Tapped", for: [.highlighted, .selected])
        button.setTitleColor(.systemBlue, for: .normal)
        button.setTitleShadowColor(nil, for: .disabled)
        button.setImage(UIImage(systemName: "star.fill"), for: .normal)
        button.setBackgroundImage(nil, for: .normal)
        button.setAttributedTitle(NSAttributedString(string: "Tap"), for: .focused)
        button.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
        button.imageView?.contentMode = .scaleAspectFit
        button.contentHorizontalAlignment = .leading
        button.contentVerticalAlignment = .center
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
        button.isEnabled = true
        button.isSelected = false
        button.addAction(UIAction { _ in
            print("tapped")
        }, for: .touchUpInside)
        button.addAction(UIAction(title: "Go", image: UIImage(systemName: "play"), handler: { [weak self] _ in
            self?.spinner.stopAnimating()
        }), for: .primaryActionTriggered)

        if #available(iOS 15.0, *) {
            var configuration = UIButton.Configuration.filled()
            configuration.title = "Filled"
            configuration.subtitle = "Subtitle"
            configuration.image = UIImage(systemName: "heart")
            configuration.imagePlacement = .trailing
            configuration.imagePadding = 8
            configuration.baseForegroundColor = .white
            configuration.baseBackgroundColor = .systemPink
            configuration.cornerStyle = .capsule
            configuration.buttonSize = .large
            configuration.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
            button.configuration = configuration
            button.changesSelectionAsPrimaryAction = true
            let plain = UIButton(configuration: .plain(), primaryAction: nil)
            plain.configuration = .tinted()
            view.addSubview(plain)
        }
    }

    private func configureInputs() {
        field.text = "text"
        field.placeholder = "Placeholder"
        field.font = .systemFont(ofSize: 15)
        field.textColor = .secondaryLabel
        field.textAlignment = .center
        field.borderStyle = .roundedRect
        field.clearButtonMode = .whileEditing
        field.minimumFontSize = 10
        field.adjustsFontSizeToFitWidth = true
        field.background = nil
        field.isSecureTextEntry = true
        field.keyboardType = .emailAddress
        field.returnKeyType = .done
        field.autocapitalizationType = .none
        field.autocorrectionType = .no
        field.spellCheckingType = .no
        field.keyboardAppearance = .dark
        field.textContentType = .emailAddress
        field.clearsOnBeginEditing = true
        field.enablesReturnKeyAutomatically = true
        field.addAction(UIAction { _ in }, for: .editingChanged)

        textView.text = "Some text"
        textView.font = .monospacedSystemFont(ofSize: 12, weight: .regular)
        textView.textColor = .darkText
        textView.textAlignment = .justified
        textView.isEditable = false
        textView.isSelectable = true
        textView.isScrollEnabled = false
        textView.textContainerInset = .zero
        textView.dataDetectorTypes = [.link, .phoneNumber]
        textView.keyboardType = .numberPad
        textView.autocorrectionType = .yes
    }

    private func configureControls() {
        toggle.isOn = true
        toggle.setOn(false, animated: true)
        toggle.onTintColor = .systemGreen
        toggle.thumbTintColor = .white

        slider.value = 0.5
        slider.minimumValue = 0
        slider.maximumValue = 1
        slider.isContinuous = false
        slider.minimumTrackTintColor = .systemBlue
        slider.maximumTrackTintColor = .systemGray4
        slider.thumbTintColor = .white
        slider.minimumValueImage = UIImage(systemName: "minus")
        slider.maximumValueImage = UIImage(named: "plus", in: nil, compatibleWith: nil)

        segments.insertSegment(withTitle: "Three", at: 2, animated: false)
        segments.insertSegment(with: UIImage(named: "icon"), at: 3, animated: false)
        segments.setTitle("1", forSegmentAt: 0)
        segments.setEnabled(false, forSegmentAt: 1)
        segments.setWidth(80, forSegmentAt: 0)
        segments.selectedSegmentIndex = 0
        segments.selectedSegmentTintColor = .systemYellow
        segments.isMomentary = false
        segments.apportionsSegmentWidthsByContent = true

        stepper.value = 1
        stepper.minimumValue = 0
        stepper.maximumValue = 10
        stepper.stepValue = 1
        stepper.isContinuous = true
        stepper.autorepeat = true
        stepper.wraps = false

        pageControl.numberOfPages = 3
        pageControl.currentPage = 1
        pageControl.hidesForSinglePage = true
        pageControl.pageIndicatorTintColor = .systemGray3
        pageControl.currentPageIndicatorTintColor = .label

        spinner.hidesWhenStopped = true
        spinner.color = .gray
        spinner.style = .large

        progress.progress = 0.25
        progress.progressTintColor = .systemIndigo
        progress.trackTintColor = .systemFill
        progress.progressViewStyle = .default

        imageView.image = UIImage(named: "photo")
        imageView.highlightedImage = UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20, weight: .bold, scale: .large))
        imageView.isHighlighted = false
        imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .body)
        imageView.adjustsImageSizeForAccessibilityContentSizeCategory = true
    }

    private func configureScrollView() {
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.contentSize = CGSize(width: 320, height: 1000)
        scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0)
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.showsVerticalScrollIndicator = true
        scrollView.isPagingEnabled = false
        scrollView.isScrollEnabled = true
        scrollView.bounces = true
        scrollView.alwaysBounceVertical = true
        scrollView.alwaysBounceHorizontal = false
        scrollView.keyboardDismissMode = .interactive
        scrollView.indicatorStyle = .white
        scrollView.minimumZoomScale = 1
        scrollView.maximumZoomScale = 3
        scrollView.isDirectionalLockEnabled = true
        scrollView.scrollsToTop = true
        scrollView.delaysContentTouches = false
        scrollView.canCancelContentTouches = true
        NSLayoutConstraint.activate([
            scrollView.frameLayoutGuide.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            scrollView.contentLayoutGuide.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            button.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 16),
        ])
    }

    private func configureColorsAndFonts() {
        let colors: [UIColor] = [
            .label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel,
            .systemBackground, .secondarySystemBackground, .tertiarySystemBackground,
            .systemGroupedBackground, .secondarySystemGroupedBackground, .tertiarySystemGroupedBackground,
            .systemFill, .secondarySystemFill, .tertiarySystemFill, .quaternarySystemFill,
            .placeholderText, .separator, .opaqueSeparator, .link,
            .systemRed, .systemGreen, .systemBlue, .systemOrange, .systemYellow, .systemPink,
            .systemPurple, .systemTeal, .systemIndigo, .systemBrown, .systemGray,
            .systemGray2, .systemGray3, .systemGray4, .systemGray5, .systemGray6,
            .black, .white, .clear, .darkGray, .lightGray, .gray, .red, .green, .blue,
            .cyan, .yellow, .magenta, .orange, .purple, .brown, .darkText, .lightText,
            UIColor(white: 0.5, alpha: 1),
            UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1),
            UIColor(named: "Accent") ?? .systemBlue,
            UIColor(named: "Accent", in: Bundle.main, compatibleWith: nil) ?? .clear,
            UIColor.red.withAlphaComponent(0.5),
        ]
        _ = colors
        if #available(iOS 15.0, *) {
            _ = [UIColor.systemMint, .systemCyan, .tintColor]
        }
        let fonts: [UIFont] = [
            .systemFont(ofSize: 12),
            .boldSystemFont(ofSize: 12),
            .italicSystemFont(ofSize: 12),
            .monospacedDigitSystemFont(ofSize: 12, weight: .medium),
            .preferredFont(forTextStyle: .largeTitle),
            .preferredFont(forTextStyle: .caption2, compatibleWith: traitCollection),
            UIFont(name: "Helvetica", size: 14) ?? .systemFont(ofSize: 14),
            UIFont.systemFont(ofSize: 10).withSize(11),
        ]
        _ = fonts
        let weight: UIFont.Weight = .heavy
        _ = weight
    }

    func showAlert() {
        let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default, handler: nil))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in })
        present(alert, animated: true, completion: nil)
    }
}

@MainActor
func makeStandaloneViews() -> [UIView] {
    let plain = UIView()
    let framed = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let labelFromFrame = UILabel(frame: .zero)
    let stack = UIStackView(arrangedSubviews: [plain, framed])
    stack.insertArrangedSubview(labelFromFrame, at: 0)
    stack.removeArrangedSubview(framed)
    _ = stack.arrangedSubviews.count
    _ = plain.subviews.isEmpty
    _ = plain.superview
    plain.removeFromSuperview()
    return [plain, framed, labelFromFrame, stack, UITextView(), UIImageView(), UIButton(), UISwitch()]
}
