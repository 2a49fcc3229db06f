/// CLDR's lookup chain for a locale's data: the locale itself, then its
/// explicit parent from `supplementalData.xml` if it has one, else the id with
/// its last `_` part cut off (`sr_Latn_RS` → `sr_Latn` → `sr`), and finally
/// `root`. One definition for the app library, which chooses a catalog
/// with CLDR 48.2's parents (`CLDRParentLocales`), and for ccpipe, which
/// looks names up with those of the reference it is given.
package enum LocaleInheritance {
    package static func chain(for locale: String, parentLocales: [String: String] = CLDRParentLocales.parents) -> [String] {
        var chain: [String] = []
        var current: String? = locale
        while let id = current, id != "root", !id.isEmpty, !chain.contains(id) {
            chain.append(id)
            if let parent = parentLocales[id] {
                current = parent
            } else if let cut = id.lastIndex(of: "_") {
                current = String(id[..<cut])
            } else {
                current = "root"
            }
        }
        chain.append("root")
        return chain
    }
}
