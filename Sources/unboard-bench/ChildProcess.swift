import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One run of a child process: how long it took, its peak memory and how it ended.
struct ChildRun {
    /// Wall-clock seconds from spawn to exit.
    var seconds: Double
    /// User plus system CPU seconds of the child.
    var cpuSeconds: Double
    /// The child's peak resident set, in bytes.
    var peakBytes: Int
    /// The exit status (128 + signal when killed).
    var status: Int32
}

/// Runs commands as child processes and reads each child's own resource usage with `wait4`.
///
/// Foundation's `Process` reaps its children itself, so their `rusage` would be lost; `RUSAGE_CHILDREN` gives only
/// the largest of all children, not each one.
enum ChildProcess {
    /// Runs `arguments` (the first is looked up in `PATH` when it has no slash) in `directory`, sending standard
    /// output and error to files or `/dev/null`.
    ///
    /// With `measuresMemory`, the command runs under GNU time when it is installed: a process spawned straight
    /// from the bench starts with the bench's own peak as its peak (Linux carries the parent's high-water mark
    /// over `vfork` and `exec`), while GNU time forks the command from its own small process.
    static func run(
        _ arguments: [String], in directory: URL? = nil, stdout: URL? = nil, stderr: URL? = nil,
        measuresMemory: Bool = false
    ) throws -> ChildRun {
        if measuresMemory, let time = gnuTime {
            let report = FileManager.default.temporaryDirectory.appendingPathComponent(
                "unboard-bench-rss-\(getpid()).txt")
            defer { try? FileManager.default.removeItem(at: report) }
            var run = try self.run(
                [time, "-f", "%M", "-o", report.path] + arguments, in: directory, stdout: stdout, stderr: stderr)
            let text = (try? String(contentsOf: report, encoding: .utf8)) ?? ""
            if let kilobytes = text.split(separator: "\n").last.flatMap({ Int($0) }) {
                run.peakBytes = kilobytes * 1024
            }
            return run
        }
        #if os(Linux)
        var actions = posix_spawn_file_actions_t()
        #else
        var actions: posix_spawn_file_actions_t? = nil
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, stdout?.path ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, stderr?.path ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let command = arguments
        // The bench is single-threaded, so changing its own directory around the spawn is safe and portable.
        let previous = FileManager.default.currentDirectoryPath
        if let directory, !FileManager.default.changeCurrentDirectoryPath(directory.path) {
            throw BenchError("cannot enter \(directory.path)")
        }
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        var argv = command.map { strdup($0) }
        argv.append(nil)
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let start = ContinuousClock.now
        let spawned = posix_spawnp(&pid, command[0], &actions, nil, &argv, environ)
        guard spawned == 0 else {
            throw BenchError("could not start \(command[0]): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw BenchError("wait4 failed for \(command[0])") }
        }
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let cpu = usage.ru_utime.seconds + usage.ru_stime.seconds
        #if os(Linux)
        let peak = Int(usage.ru_maxrss) * 1024  // kilobytes on Linux
        #else
        let peak = Int(usage.ru_maxrss)  // bytes on macOS
        #endif
        let exited = status & 0x7f == 0
        return ChildRun(
            seconds: seconds, cpuSeconds: cpu, peakBytes: peak,
            status: exited ? (status >> 8) & 0xff : 128 + (status & 0x7f))
    }

    /// Counts the instructions of a command with callgrind, which are stable where seconds are not, with valgrind's
    /// run (its wall and CPU seconds); `nil` when valgrind is not installed. With `profile`, callgrind's profile is kept there
    /// for `callgrind_annotate`.
    static func instructions(
        _ arguments: [String], in directory: URL? = nil, profile: URL? = nil
    ) throws
        -> (instructions: Int, run: ChildRun)?
    {
        guard let valgrind = which("valgrind") else { return nil }
        let log = FileManager.default.temporaryDirectory.appendingPathComponent(
            "unboard-bench-callgrind-\(getpid()).txt")
        defer { try? FileManager.default.removeItem(at: log) }
        let run = try run(
            [
                valgrind, "--tool=callgrind", "--callgrind-out-file=\(profile?.path ?? "/dev/null")",
                "--log-file=\(log.path)",
            ]
                + arguments,
            in: directory)
        guard run.status == 0 else {
            throw BenchError("\(arguments.joined(separator: " ")) failed under valgrind (\(run.status))")
        }
        let text = try String(contentsOf: log, encoding: .utf8)
        guard let line = text.split(separator: "\n").first(where: { $0.contains("Collected :") }),
            let count = line.split(separator: " ").last.flatMap({ Int($0) })
        else { throw BenchError("no instruction count in callgrind's output") }
        return (count, run)
    }

    /// Runs a command under `valgrind --tool=massif`, writing its heap profile to `profile`; `nil` when valgrind is
    /// not installed, else valgrind's run. The Swift runtime's allocation functions count as allocators, so that each stack in the
    /// profile starts at the code that asked for the memory (as `malloc`'s callers do by default).
    static func heapProfile(_ arguments: [String], in directory: URL? = nil, profile: URL) throws -> ChildRun? {
        guard let valgrind = which("valgrind") else { return nil }
        let allocators = ["swift_slowAlloc", "swift_allocObject", "_swift_allocObject_", "swift_allocBox"]
        let run = try run(
            [valgrind, "--tool=massif", "--massif-out-file=\(profile.path)", "--threshold=0.5"]
                + allocators.map { "--alloc-fn=\($0)" } + arguments,
            in: directory)
        guard run.status == 0 else {
            throw BenchError("\(arguments.joined(separator: " ")) failed under massif (\(run.status))")
        }
        return run
    }

    /// GNU time (`/usr/bin/time`), when installed; other `time` programs take other options.
    static let gnuTime: String? = {
        let path = "/usr/bin/time"
        guard FileManager.default.isExecutableFile(atPath: path) else { return nil }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("unboard-bench-time-\(getpid()).txt")
        defer { try? FileManager.default.removeItem(at: output) }
        guard (try? run([path, "--version"], stdout: output, stderr: output)) != nil else { return nil }
        return ((try? String(contentsOf: output, encoding: .utf8)) ?? "").contains("GNU") ? path : nil
    }()

    /// The path of a tool in `PATH`, when installed.
    static func which(_ tool: String) -> String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return paths.map { "\($0)/\(tool)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}

extension timeval {
    fileprivate var seconds: Double { Double(tv_sec) + Double(tv_usec) / 1e6 }
}

/// A failure that stops the benchmark, with what to do about it.
struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
