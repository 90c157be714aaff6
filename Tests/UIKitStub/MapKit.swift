// A stand-in for the one MapKit class Unboard creates (MKMapView, an `open class MKMapView : UIView` in the SDK),
// so that generated code importing MapKit type-checks on Linux. Bodies are placeholders.
@_exported import UIKit

@available(iOS 3.0, *)
@MainActor @preconcurrency open class MKMapView: UIView {}
