import CCPipeModel

/// `{"names": {"US": "美國 (+1)", …}, "dial_codes": {"US": "+1", …}}`: two
/// or more objects keyed by the same region codes are fields of one set of
/// records, a record per region. Each object is a field by its key (an
/// alias, singular or plural, or a language: `"zh_Hant"`), else by what its
/// values hold (dial codes, or names). A region missing from one object is
/// a record without that field, which `field-missing` reports.
struct RegionMaps {
    struct Map {
        var member: JSONMember
        var role: Role
    }

    enum Role: Equatable {
        case name, dialCode
        case localizedName(String)

        var field: String {
            switch self {
            case .name: "name"
            case .dialCode: "dial_code"
            case .localizedName(let locale): "name@\(locale)"
            }
        }
    }

    var maps: [Map]

    var shape: DatasetShape { .regionMaps(maps.map { RegionMap(key: $0.member.key, field: $0.role.field) }) }

    /// Nil unless at least two members are objects of region-code keys
    /// (enough of them to be a dataset), sharing most of their keys, each
    /// with a role of its own.
    init?(members: [JSONMember], mapping: FieldMapping) {
        let objects = members.filter(Self.couldBeMap)
        guard objects.count >= 2 else { return nil }
        let keySets = objects.map { Set($0.value.members!.map { $0.key.uppercased() }) }
        let smallest = keySets.map(\.count).min()!
        guard keySets.dropFirst().allSatisfy({ $0.intersection(keySets[0]).count * 2 >= smallest }) else { return nil }
        var maps: [Map] = []
        for member in objects {
            guard let role = Self.role(of: member, mapping: mapping, taken: maps.map(\.role)) else { return nil }
            maps.append(Map(member: member, role: role))
        }
        guard maps.contains(where: { $0.role == .name || $0.role == .dialCode }) else { return nil }
        self.maps = maps
    }

    /// An object of region-code keys, enough of them to be a dataset.
    static func couldBeMap(_ member: JSONMember) -> Bool {
        guard let members = member.value.members, members.count >= DatasetConventions.minimumEvidence else { return false }
        return members.allSatisfy { ValuePattern.isLetters($0.key, count: 2) }
    }

    private static func role(of member: JSONMember, mapping: FieldMapping, taken: [Role]) -> Role? {
        var candidates: [Role] = []
        switch ParallelArrays.field(of: member.key, mapping: mapping) {
        case .name: candidates.append(.name)
        case .dialCode: candidates.append(.dialCode)
        case .code, nil: break
        }
        if let locale = LocalizedNameKey.locale(ofLanguageKey: member.key) {
            // A map named by a language is the name, unless another map is.
            candidates += [.name, .localizedName(locale)]
        }
        let values = member.value.members!.map(\.value)
        let dialCodes = values.filter { ValuePattern($0).isDialCode }.count
        let names = values.filter { ValuePattern($0) == .text }.count
        if dialCodes * 2 > values.count { candidates.append(.dialCode) }
        if names * 2 > values.count { candidates.append(.name) }
        return candidates.first { !taken.contains($0) }
    }

    /// A record per region, in the order the regions first appear, located
    /// at its key in the first object that has it.
    func records() -> [DatasetRecord] {
        var order: [String] = []
        var records: [String: DatasetRecord] = [:]
        for map in maps {
            for member in map.member.value.members! {
                let region = member.key
                if records[region] == nil {
                    order.append(region)
                    let code = FieldValue(key: RecordReader.objectKey, kind: .string, text: region, location: member.keyLocation)
                    records[region] = DatasetRecord(index: 0, location: member.keyLocation, name: nil, dialCode: nil, code: code)
                }
                let keyPath = "\(map.member.key).\(region)"
                switch map.role {
                case .name: records[region]!.name = FieldValue(key: keyPath, node: member.value)
                case .dialCode: records[region]!.dialCode = DialCodeValue.read(member.value, key: keyPath)
                case .localizedName(let locale): records[region]!.localizedNames[NameField(locale)] = FieldValue(key: keyPath, node: member.value)
                }
            }
        }
        return order.enumerated().map { index, region in
            var record = records[region]!
            record.index = index
            return record
        }
    }
}
