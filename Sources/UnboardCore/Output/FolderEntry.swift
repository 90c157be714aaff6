import Foundation

/// What a folder holds under one name, seen with `lstat`: nothing that is not a regular file is ever opened, so a
/// planted symbolic link, folder or FIFO can neither redirect a write nor block a read.
public enum FolderEntry: Equatable, Sendable {
    /// Nothing by that name.
    case absent
    /// A regular file.
    case regularFile
    /// A symbolic link, whatever it points to.
    case symbolicLink
    /// A folder.
    case directory
    /// A FIFO, socket or device.
    case special

    /// The entry at `path`, without following a symbolic link.
    public init(atPath path: String) {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            self = .absent
            return
        }
        switch status.st_mode & mode_t(0o170000) {
        case mode_t(0o100000): self = .regularFile
        case mode_t(0o120000): self = .symbolicLink
        case mode_t(0o040000): self = .directory
        default: self = .special
        }
    }

    /// The entry as a message names it.
    var phrase: String {
        switch self {
        case .absent: "missing"
        case .regularFile: "a file"
        case .symbolicLink: "a symbolic link"
        case .directory: "a folder"
        case .special: "a FIFO, socket or device"
        }
    }

    /// The bytes of the regular file at `path` (at most `limit` of them); `nil` for anything else. Opened without
    /// blocking and, unless `followsLinks`, without following a link, then checked on the open descriptor, so that
    /// the file read is the file checked.
    public static func regularFileContents(atPath path: String, limit: Int = .max, followsLinks: Bool = false) -> Data?
    {
        withRegularFile(atPath: path, followsLinks: followsLinks) { descriptor, size in
            // Read straight into the data, sized to the file (one byte more to see its end in one read): through a
            // zeroed buffer appended to `Data`, copying cost more than the reading, about 10 K instructions a file of
            // an incremental run's folder. Room for the whole file at once: grown by appending, a 10 MB input took
            // 12 MB for the whole run.
            let first = max(1, min(limit, size + 1))
            var data = Data(count: first)
            guard let filled = data.withUnsafeMutableBytes({ readFully(descriptor, into: $0) }) else { return nil }
            data.count = filled
            // Only a file that grew since `fstat` fills it: the rest is read as it comes.
            guard filled == first, filled < limit else { return data }
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while data.count < limit {
                let count = buffer.withUnsafeMutableBytes {
                    read(descriptor, $0.baseAddress, min($0.count, limit - data.count))
                }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return count == 0 ? data : nil }
                data.append(contentsOf: buffer[..<count])
            }
            return data
        }
    }

    /// The text of the regular file at `path`, opened as `regularFileContents` opens it, when the file has `size`
    /// bytes and `accepts` them (invalid UTF-8 repaired as `String(decoding:as:)` repairs it); `nil` otherwise. Read
    /// straight into the string's storage: through a zeroed `Data` decoded into a `String`, each byte was written
    /// three times, about two thirds of reading the files an incremental run keeps.
    public static func regularFileText(
        atPath path: String, ifSizeIs size: Int, accepting accepts: (UnsafeRawBufferPointer) -> Bool
    ) -> String? {
        withRegularFile(atPath: path, followsLinks: false) { descriptor, actualSize in
            guard actualSize == size else { return nil }
            var accepted = false
            let text = String(unsafeUninitializedCapacity: size) { buffer in
                let base = UnsafeMutableRawBufferPointer(buffer)
                guard readFully(descriptor, into: base) == size else { return 0 }
                // A file that grew since `fstat` is not the one recorded.
                var extra: UInt8 = 0
                let more = withUnsafeMutableBytes(of: &extra) { readFully(descriptor, into: $0) }
                accepted = more == 0 && accepts(UnsafeRawBufferPointer(base))
                return size
            }
            return accepted ? text : nil
        }
    }

    /// The bytes at offsets `range` of the regular file at `path`, opened as `regularFileContents` opens it, when
    /// the file has `size` bytes; `nil` otherwise.
    static func regularFileContents(
        atPath path: String, in range: Range<Int>, ifSizeIs size: Int, followsLinks: Bool = false
    ) -> Data? {
        withRegularFile(atPath: path, followsLinks: followsLinks) { descriptor, actualSize in
            guard actualSize == size, range.upperBound <= size else { return nil }
            var data = Data(count: range.count)
            var done = 0
            while done < range.count {
                let count = data.withUnsafeMutableBytes {
                    pread(descriptor, $0.baseAddress! + done, range.count - done, off_t(range.lowerBound + done))
                }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return nil }
                done += count
            }
            return data
        }
    }

    /// Reads from `descriptor` into `buffer` until it is full or the file ends: the number of bytes read, or `nil`
    /// on an error.
    private static func readFully(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int? {
        var filled = 0
        while filled < buffer.count {
            let count = read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return nil }
            guard count > 0 else { break }
            filled += count
        }
        return filled
    }

    /// `body` with a descriptor of the regular file at `path` and its size; `nil` when it is not one.
    private static func withRegularFile<T>(
        atPath path: String, followsLinks: Bool, _ body: (_ descriptor: Int32, _ size: Int) -> T?
    ) -> T? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | (followsLinks ? 0 : O_NOFOLLOW))
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & mode_t(0o170000) == mode_t(0o100000) else { return nil }
        return body(descriptor, Int(clamping: status.st_size))
    }
}
