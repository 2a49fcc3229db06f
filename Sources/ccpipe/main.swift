import CountryCodeKit
import Foundation

FileHandle.standardError.write(Data("Error: not yet wired\n".utf8))
exit(64)
