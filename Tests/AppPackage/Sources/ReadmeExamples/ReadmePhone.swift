import CountryCatalog

// The README's phone field example, as it is written there, in a function
// nothing calls: `sweden` and `catalog` are the first example's.
// `AppPackageTests` keeps it the README's.
func readmePhone(_ sweden: Country, _ catalog: PickerCatalog) {
let phone = sweden.phone                         // Country.Phone
phone?.formatted("0701234567")                   // "070-123 45 67": what the field shows, as the user types
phone?.placeholder                               // "070-123 45 67": libphonenumber's example mobile number
phone?.internationalPlaceholder                  // "+46 70 123 45 67"
phone?.nationalNumber("070-123 45 67")           // "701234567": digits, national prefix dropped, what follows +46
phone?.lengthCheck("070 123")                    // .tooShort; .possible for 7 to 9 national digits, then .tooLong
phone?.mobileLengths                             // [9]; fixedLineLengths [7, 8, 9]; nationalPrefix "0"
catalog.country(forNumber: "+44 7797 123456")    // Jersey, not the United Kingdom
catalog.country(forCallingCode: "+1")            // the United States, the main country of +1
}
