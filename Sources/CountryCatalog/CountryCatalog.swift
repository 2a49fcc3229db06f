/// CountryCatalog is CountryCatalogCore (every type, loading, search, the
/// phone field, locale resolution) with ccpipe's bundled catalogs added: an
/// app that imports it, or names `CountryCatalog.Country`, sees the core's
/// declarations as this module's.
@_exported import CountryCatalogCore
