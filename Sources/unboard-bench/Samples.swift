import Foundation

/// Repeated measurements of one quantity, summarised as median, minimum and maximum.
struct Samples {
    var values: [Double] = []

    mutating func add(_ value: Double) { values.append(value) }

    var median: Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    var min: Double { values.min() ?? .nan }
    var max: Double { values.max() ?? .nan }
}

/// Number formatting for the report.
enum Format {
    static func seconds(_ value: Double) -> String { String(format: "%.3f s", value) }

    static func milliseconds(_ value: Double) -> String { String(format: "%.1f ms", value * 1000) }

    /// `12.3 min`, for the lengths of runs.
    static func minutes(_ seconds: Double) -> String { String(format: "%.1f min", seconds / 60) }

    static func megabytes(_ bytes: Double) -> String { String(format: "%.1f MB", bytes / 1_000_000) }

    static func ratio(_ value: Double) -> String { String(format: "%.2fx", value) }

    /// `1234567` as `1,234,567`.
    static func count(_ value: Int) -> String {
        let digits = String(value)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return result
    }

    /// A column of fixed width, left-aligned.
    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }

    /// `median [min–max]` of seconds.
    static func spread(_ samples: Samples) -> String {
        String(format: "%.3f s [%.3f–%.3f]", samples.median, samples.min, samples.max)
    }
}

/// Prints a line of the report at once, even into a file or a pipe (where `print` would hold it in a buffer), since
/// the whole run takes minutes.
func say(_ line: String = "") {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
