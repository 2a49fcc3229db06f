@testable import CCPipeBuild

/// The transforms of `LatinSpelling`, as the bridge makes them without ICU's
/// transform registry, against the same transforms made by ICU itself: any
/// text must come out the same. The first byte chooses the transform, the
/// rest is the text (as UTF-8, invalid bytes replaced).
private let transforms: [(own: Transliterator, icu: Transliterator)] = {
    ["zh", "ru", "uk", "be", "bg", "mk", "sr", "kk", "ky", "mn", "el", "hy", "ka", "ko", "ja"].map { language in
        switch LatinSpelling.transform(language: language)! {
        case .id(let id, _):
            return (try! Transliterator(id: id), try! Transliterator(byICU: id, isRules: false))
        case .rules(let rules):
            return (try! Transliterator(rules: rules), try! Transliterator(byICU: rules, isRules: true))
        case .narrowed(let id, let then, _):
            // The whole transform: narrowing it for each input would make
            // a few inputs a second.
            return (try! Transliterator(id: id + "; " + then), try! Transliterator(byICU: id + "; " + then, isRules: false))
        }
    }
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0, size < 4_096 else { return 0 }
    let bytes = FuzzInput.bytes(data, size)
    let (own, icu) = transforms[Int(bytes[0]) % transforms.count]
    let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
    let mine = try? own.transliterate(text), theirs = try? icu.transliterate(text)
    precondition(mine == theirs, "the transform differs from ICU's own on \(Array(text.unicodeScalars.map(\.value)))")
    return 0
}
