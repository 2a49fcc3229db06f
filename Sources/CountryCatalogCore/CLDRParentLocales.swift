/// CLDR 48.2's explicit parent locales (`supplementalData.xml` `parentLocales`),
/// for choosing a catalog the way CLDR inherits data: `en_AU` → `en_001` →
/// `en`, `zh_Hant` → `root` (not `zh`, which is Simplified Chinese).
/// Grouped by parent as the XML lists them. `ParentLocalesTableTests` keeps
/// this equal to the reference ccpipe builds from.
enum CLDRParentLocales {
    /// Locale → its explicit parent; a locale not listed inherits from its
    /// id with the last subtag cut off.
    static let parents: [String: String] = {
        var parents: [String: String] = [:]
        for (parent, children) in byParent {
            for child in children.split(separator: " ") { parents[String(child)] = parent }
        }
        return parents
    }()

    static let byParent: [String: String] = [
        "en_001": "en_150 en_AG en_AI en_AU en_BB en_BM en_BS en_BW en_BZ en_CC en_CK en_CM en_CX en_CY en_DG en_DM en_ER en_FJ en_FK en_FM en_GB en_GD en_GG en_GH en_GI en_GM en_GS en_GY en_HK en_ID en_IE en_IL en_IM en_IN en_IO en_JE en_JM en_KE en_KI en_KN en_KY en_LC en_LR en_LS en_MG en_MO en_MS en_MT en_MU en_MV en_MW en_MY en_NA en_NF en_NG en_NR en_NU en_NZ en_PG en_PK en_PN en_PW en_RW en_SB en_SC en_SD en_SG en_SH en_SL en_SS en_SX en_SZ en_TC en_TK en_TO en_TT en_TV en_TZ en_UG en_VC en_VG en_VU en_WS en_ZA en_ZM en_ZW",
        "en_150": "en_AT en_BE en_CH en_CZ en_DE en_DK en_EE en_ES en_FI en_FR en_GE en_HU en_IT en_LT en_LV en_NL en_NO en_PL en_PT en_RO en_SE en_SI en_SK en_UA",
        "en_IN": "hi_Latn",
        "es_419": "es_AR es_BO es_BR es_BZ es_CL es_CO es_CR es_CU es_DO es_EC es_GT es_HN es_JP es_MX es_NI es_PA es_PE es_PR es_PY es_SV es_US es_UY es_VE",
        "fr_HT": "ht",
        "no": "nb nn no_NO",
        "pt_PT": "pt_AO pt_CH pt_CV pt_FR pt_GQ pt_GW pt_LU pt_MO pt_MZ pt_ST pt_TL",
        "root": "az_Arab az_Cyrl bal_Latn blt_Latn bm_Nkoo bs_Cyrl byn_Latn cu_Glag dje_Arab dyo_Arab en_Dsrt en_Shaw ff_Adlm ff_Arab ha_Arab iu_Latn kaa_Latn kk_Arab kok_Latn ks_Deva ku_Arab kxv_Deva kxv_Orya kxv_Telu ky_Arab ky_Latn ml_Arab mn_Mong mni_Mtei ms_Arab pa_Arab sat_Deva sd_Deva sd_Khoj sd_Sind shi_Latn so_Arab sr_Latn suz_Sunu sw_Arab tg_Arab ug_Cyrl uz_Arab uz_Cyrl vai_Latn wo_Arab yo_Arab yue_Hans zh_Hant",
        "zh_Hant_HK": "zh_Hant_MO",
    ]
}
