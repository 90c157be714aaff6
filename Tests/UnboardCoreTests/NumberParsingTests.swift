import Testing

@testable import UnboardCore

/// `Double.parsing` reads plain digit strings itself and leaves the rest to `Double(_:)`: both must agree on every
/// value, the sign of zero included.
@Suite struct NumberParsingTests {
    @Test(arguments: [
        "0", "375", "007", "20.5", "-0", "-12", "+5", "1e3", "", " 5", "5 ", "0x10", "nan", "inf",
        "123456789012345", "1234567890123456", "99999999999999999999", "٣",
    ])
    func readsAsDoubleDoes(_ text: String) {
        #expect(Double.parsing(text)?.bitPattern == Double(text)?.bitPattern)
    }
}
