import Testing
import UnboardCore

/// Collection views: the flow layout created before the view, prototype cells and supplementary views as
/// builders of their own.
@Suite struct CollectionViewSnippetTests {
    static let gallery = Generate.scene(
        "02-001", class: "GalleryViewController",
        subviews: """
            <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" prefetchingEnabled="NO" fixedFrame="YES" id="col-02-001">
                <rect key="frame" x="0.0" y="0.0" width="393" height="400"/>
                <collectionViewFlowLayout key="collectionViewLayout" scrollDirection="horizontal" minimumLineSpacing="8" minimumInteritemSpacing="10" sectionInsetReference="safeArea" id="flo-02-001">
                    <size key="itemSize" width="120" height="120"/>
                    <size key="headerReferenceSize" width="0.0" height="0.0"/>
                    <size key="footerReferenceSize" width="0.0" height="0.0"/>
                    <inset key="sectionInset" minX="16" minY="0.0" maxX="16" maxY="0.0"/>
                </collectionViewFlowLayout>
                <cells>
                    <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Photo" id="ccl-02-001">
                        <rect key="frame" x="16" y="0.0" width="120" height="120"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="ccv-02-001">
                            <rect key="frame" x="0.0" y="0.0" width="120" height="120"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFill" translatesAutoresizingMaskIntoConstraints="NO" id="img-02-001">
                                    <rect key="frame" x="0.0" y="0.0" width="120" height="120"/>
                                </imageView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="img-02-001" firstAttribute="top" secondItem="ccv-02-001" secondAttribute="top" id="cns-02-001"/>
                                <constraint firstItem="img-02-001" firstAttribute="leading" secondItem="ccv-02-001" secondAttribute="leading" id="cns-02-002"/>
                            </constraints>
                        </view>
                        <size key="customSize" width="120" height="120"/>
                    </collectionViewCell>
                </cells>
                <collectionReusableView key="sectionHeaderView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Header" id="hdr-02-001">
                    <rect key="frame" x="0.0" y="0.0" width="50" height="400"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <color key="backgroundColor" white="0.9" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </collectionReusableView>
            </collectionView>
            """,
        extras: """
            <connections>
                <outlet property="layout" destination="flo-02-001" id="out-02-011"/>
            </connections>
            """)

    private func generate(_ file: String) -> String {
        let result = Generate.text(Generate.storyboard(scenes: Self.gallery))
        #expect(!result.hasErrors, "\(result.diagnostics)")
        return Generate.builderText(result, file)
    }

    @Test func flowLayoutIsCreatedBeforeItsCollectionView() {
        let text = generate("GalleryViewControllerCodeInterfaceBuilder.swift")
        expectDeclarations(
            "layout", "init(snippetGalleryViewController:)", in: text,
            """
            /// The `layout` outlet.
            let layout: UICollectionViewFlowLayout

            /// Snippet.GalleryViewController: Snippet.storyboard, view `root-02-001`.
            private init(snippetGalleryViewController key: CodeInterfaceBuilderKey) {
                let view = UIView()

                let layout = UICollectionViewFlowLayout()
                layout.scrollDirection = .horizontal
                layout.minimumLineSpacing = 8
                layout.minimumInteritemSpacing = 10
                layout.sectionInsetReference = .fromSafeArea
                layout.itemSize = CGSize(width: 120, height: 120)
                layout.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
                let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
                collectionView.frame = CGRect(x: 0, y: 0, width: 393, height: 400)
                collectionView.clipsToBounds = true
                collectionView.isMultipleTouchEnabled = true
                collectionView.contentMode = .scaleToFill
                collectionView.isPrefetchingEnabled = false
                PhotoCollectionViewCellCodeInterfaceBuilder.registerSnippetPhoto(in: collectionView)
                HeaderReusableViewCodeInterfaceBuilder.registerSnippetHeader(in: collectionView)
                view.addSubview(collectionView)

                self.key = key
                self.view = view
                self.applySizeClasses = { _, _ in }
                self.layout = layout
            }
            """)
        #expect(
            !text.contains("headerReferenceSize"),
            "defaults are not written")
        #expect(!text.contains("imageView"), "cells are builders of their own")
    }

    @Test func collectionViewCellAndHeaderAreBuildersOfTheirOwn() {
        let cell = generate("PhotoCollectionViewCellCodeInterfaceBuilder.swift")
        expectDeclarationHead(
            "PhotoCollectionViewCellCodeInterfaceBuilder", in: cell,
            """
            /// Creates the views of `PhotoCollectionViewCell` as Interface Builder lays them out.
            ///
            /// Layouts: `.snippetPhoto` (Snippet.Photo, reuse identifier "Photo").
            @MainActor
            struct PhotoCollectionViewCellCodeInterfaceBuilder {
            """)
        expectDeclarations(
            "init(key:cell:)", "init(snippetPhoto:cell:)", in: cell,
            """
            /// Installs the views of the layout named by `key`, one of the `CodeInterfaceBuilderKey` cases, in `cell`,
            /// which its table or collection view created (dequeued, or registered with this class).
            init(key: CodeInterfaceBuilderKey, cell: UICollectionViewCell) {
                switch key {
                case CodeInterfaceBuilderKey.snippetPhoto:
                    self.init(snippetPhoto: key, cell: cell)
                default:
                    key.fail(noLayoutIn: "PhotoCollectionViewCellCodeInterfaceBuilder")
                }
            }

            /// Snippet.Photo: Snippet.storyboard, view `ccl-02-001`.
            private init(snippetPhoto key: CodeInterfaceBuilderKey, cell: UICollectionViewCell) {
                cell.isOpaque = false
                cell.clipsToBounds = true
                cell.isMultipleTouchEnabled = true
                cell.contentMode = .center

                let contentView: UIView = cell.contentView
                contentView.isOpaque = false
                contentView.clipsToBounds = true
                contentView.isMultipleTouchEnabled = true
                contentView.contentMode = .center

                let imageView = UIImageView()
                imageView.translatesAutoresizingMaskIntoConstraints = false
                imageView.clipsToBounds = true
                imageView.contentMode = .scaleAspectFill
                contentView.addSubview(imageView)

                NSLayoutConstraint.activate([
                    imageView.topAnchor.constraint(equalTo: contentView.topAnchor),
                    imageView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                ])

                self.key = key
                self.applySizeClasses = { _, _ in }
            }
            """)
        #expect(!cell.contains("rowHeight"))
        let header = generate("HeaderReusableViewCodeInterfaceBuilder.swift")
        expectDeclarations(
            "init(key:view:)", "init(snippetHeader:view:)", in: header,
            """
            /// Installs the views of the layout named by `key`, one of the `CodeInterfaceBuilderKey` cases, in `view`,
            /// which its table or collection view created (dequeued, or registered with this class).
            init(key: CodeInterfaceBuilderKey, view: UICollectionReusableView) {
                switch key {
                case CodeInterfaceBuilderKey.snippetHeader:
                    self.init(snippetHeader: key, view: view)
                default:
                    key.fail(noLayoutIn: "HeaderReusableViewCodeInterfaceBuilder")
                }
            }

            /// Snippet.Header: Snippet.storyboard, view `hdr-02-001`.
            private init(snippetHeader key: CodeInterfaceBuilderKey, view: UICollectionReusableView) {
                view.isOpaque = false
                view.clipsToBounds = true
                view.isMultipleTouchEnabled = true
                view.contentMode = .center
                view.backgroundColor = UIColor(white: 0.9, alpha: 1)

                self.key = key
                self.applySizeClasses = { _, _ in }
            }
            """)
    }
}
