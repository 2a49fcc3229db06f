import Foundation
import Testing

/// `ccpipe bench` runs another executable: only the ccpipe-bench beside the
/// running ccpipe, never one a checkout plants in its tree or on PATH.
struct BenchAttackTests {
    @Test func benchRunsNoCcpipeBenchFromTheCheckoutOrPath() throws {
        let checkout = try HostileCheckout()
        let ran = checkout.outside.appendingPathComponent("planted-bench-ran").path
        let planted = "#!/bin/sh\ncat '\(checkout.outside.path)/secret-token'\n: > '\(ran)'\n"
        for path in ["ccpipe-bench", "bin/ccpipe-bench"] {
            try checkout.write(planted, to: path)
            #expect(chmod(checkout.repository.appendingPathComponent(path).path, 0o755) == 0)
        }
        let ccpipe = try BenchExecutableTests.lonelyCcpipe()
        let path = checkout.repository.appendingPathComponent("bin").path + ":" + checkout.repository.path + ":"
            + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        for arguments in [["bench", "CountryCodes.json", "--runs", "1"], ["bench-search", "--runs", "1"]] {
            let result = try CommandRunner.run(arguments, in: checkout.repository, timeout: 60, environment: ["PATH": path], binary: ccpipe)
            #expect(result.status == 69, "\(arguments): \(result.stderr)")
            let changes = try checkout.outsideChanges()
            #expect(changes.isEmpty, "\(changes)")
            #expect(!checkout.leaksSecret(result))
        }
    }
}
