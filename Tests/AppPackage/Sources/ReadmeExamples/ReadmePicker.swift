// The README's SwiftUI picker, as it is written there; `AppPackageTests`
// keeps it the README's. SwiftUI is Apple's only: elsewhere this file is empty.
#if canImport(SwiftUI)
import CountryCatalog
import SwiftUI

struct CountryPicker: View {
    let catalog = PickerCatalog.bundled(locale: Locale.current)
    @Binding var selection: Country?
    @State private var query = ""

    var body: some View {
        ScrollViewReader { proxy in
            List {
                if query.isEmpty {
                    ForEach(catalog.sections) { section in
                        Section(section.title) {
                            ForEach(section.countries) { row($0) }
                        }
                        .id(section.id)
                    }
                } else {
                    ForEach(catalog.search(query)) { row($0) }
                }
            }
            .listStyle(.plain)
            .searchable(text: $query, prompt: "Country or +code")
            .overlay(alignment: .trailing) {
                if query.isEmpty { LetterRail(catalog: catalog) { proxy.scrollTo($0.id, anchor: .top) } }
            }
        }
    }

    private func row(_ country: Country) -> some View {
        Button { selection = country } label: {
            HStack {
                Text(country.flag ?? "")
                Text(country.name)
                Spacer()
                Text(country.dialCode).foregroundStyle(.secondary).monospacedDigit()
            }
        }
    }
}

/// The index bar: a tap or a drag over a letter scrolls to its section.
struct LetterRail: View {
    let catalog: PickerCatalog
    let scrollTo: (CountrySection) -> Void

    var body: some View {
        GeometryReader { geometry in
            VStack(spacing: 0) {
                ForEach(catalog.index.letters) { letter in
                    Text(letter.label)
                        .font(.caption2.bold())
                        .foregroundStyle(letter.count == 0 ? .secondary : .primary)
                        .frame(maxHeight: .infinity)
                }
            }
            .contentShape(Rectangle())
            .gesture(DragGesture(minimumDistance: 0).onChanged { drag in
                let fraction = drag.location.y / geometry.size.height
                if let letter = catalog.letter(atFraction: fraction), let section = catalog.section(for: letter) {
                    scrollTo(section)
                }
            })
        }
        .frame(width: 20)
        .padding(.vertical, 8)
    }
}
#endif
