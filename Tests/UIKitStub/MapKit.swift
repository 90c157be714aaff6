// A stand-in for the MapKit API Unboard uses (MKMapView, an `open class MKMapView : UIView` in the SDK, and the
// properties IB sets on it), so that generated code importing MapKit type-checks on Linux. Bodies are placeholders.
@_exported import UIKit

@available(iOS 3.0, *)
public enum MKMapType: UInt, @unchecked Sendable {
    case standard = 0
    case satellite = 1
    case hybrid = 2
    @available(iOS 9.0, *) case satelliteFlyover = 3
    @available(iOS 9.0, *) case hybridFlyover = 4
    @available(iOS 11.0, *) case mutedStandard = 5
}

@available(iOS 3.0, *)
@MainActor @preconcurrency open class MKMapView: UIView {
    open var mapType: MKMapType { get { fatalError() } set {} }
    open var isZoomEnabled: Bool { get { fatalError() } set {} }
    open var isScrollEnabled: Bool { get { fatalError() } set {} }
    @available(iOS 7.0, *) open var isRotateEnabled: Bool { get { fatalError() } set {} }
    @available(iOS 7.0, *) open var isPitchEnabled: Bool { get { fatalError() } set {} }
    open var showsUserLocation: Bool { get { fatalError() } set {} }
    @available(iOS 7.0, *) open var showsBuildings: Bool { get { fatalError() } set {} }
    @available(iOS 9.0, *) open var showsCompass: Bool { get { fatalError() } set {} }
    @available(iOS 9.0, *) open var showsScale: Bool { get { fatalError() } set {} }
    @available(iOS 9.0, *) open var showsTraffic: Bool { get { fatalError() } set {} }
}
