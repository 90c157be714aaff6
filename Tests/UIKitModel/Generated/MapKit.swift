// GENERATED FILE - DO NOT EDIT. Regenerate with:
//   python3 Tests/Scripts/regenerate-uikit-model.py
//
// The behavioural UIKit model: the declarations of Tests/UIKitStub/MapKit.swift with bodies that run
// (see Tests/UIKitModel/README.md).

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
    open var mapType: MKMapType { get { UIKitModel.stored(self, "mapType") } set { UIKitModel.store(self, "mapType", newValue) } }
    open var isZoomEnabled: Bool { get { UIKitModel.stored(self, "isZoomEnabled") } set { UIKitModel.store(self, "isZoomEnabled", newValue) } }
    open var isScrollEnabled: Bool { get { UIKitModel.stored(self, "isScrollEnabled") } set { UIKitModel.store(self, "isScrollEnabled", newValue) } }
    @available(iOS 7.0, *) open var isRotateEnabled: Bool { get { UIKitModel.stored(self, "isRotateEnabled") } set { UIKitModel.store(self, "isRotateEnabled", newValue) } }
    @available(iOS 7.0, *) open var isPitchEnabled: Bool { get { UIKitModel.stored(self, "isPitchEnabled") } set { UIKitModel.store(self, "isPitchEnabled", newValue) } }
    open var showsUserLocation: Bool { get { UIKitModel.stored(self, "showsUserLocation") } set { UIKitModel.store(self, "showsUserLocation", newValue) } }
    @available(iOS 7.0, *) open var showsBuildings: Bool { get { UIKitModel.stored(self, "showsBuildings") } set { UIKitModel.store(self, "showsBuildings", newValue) } }
    @available(iOS 9.0, *) open var showsCompass: Bool { get { UIKitModel.stored(self, "showsCompass") } set { UIKitModel.store(self, "showsCompass", newValue) } }
    @available(iOS 9.0, *) open var showsScale: Bool { get { UIKitModel.stored(self, "showsScale") } set { UIKitModel.store(self, "showsScale", newValue) } }
    @available(iOS 9.0, *) open var showsTraffic: Bool { get { UIKitModel.stored(self, "showsTraffic") } set { UIKitModel.store(self, "showsTraffic", newValue) } }
}
