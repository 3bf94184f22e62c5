import countryRegionData from 'country-region-data/data.json'

/**
 * The countries the store knows, from the `country-region-data` package (ISO 3166-1 alpha-2 codes and names, regions
 * with short codes), plus two facts it does not hold, from Google's address metadata (libaddressinput, as published
 * in commerceguys/addressing's AddressFormatRepository, MIT): which countries' addresses require a state (the
 * country's `require` holds the administrative area) and which countries have postal codes (a postal code pattern).
 * docs/decisions.md says why.
 */
interface PackageCountry {
  countryName: string
  countryShortCode: string
  regions: Array<{ name: string; shortCode?: string }>
}

/** Carriers and address forms ask for the state (province, prefecture, emirate...) in these. */
export const STATE_REQUIRED = new Set(
  'AE AU BB BR CA CL CN CO CR CV EG ES FM HK HN ID IN IQ IR IT JM JP KI KN KR KY MH MX MY NR PE PF PG PW RU SO SV TH TR TW UM US VE VN'.split(
    ' ',
  ),
)

/** Countries (and territories) with postal codes: the ZIP is required there (checkout.md: postal_required). */
export const HAS_POSTAL_CODES = new Set(
  `AD AF AI AL AM AR AS AT AU AX AZ BA BB BD BE BG BH BL BM BN BR BT BY CA CC CH CL CN CO CR CU CV CX CY CZ DE DK DO DZ
  EC EE EG EH ES ET FI FK FM FO FR GB GE GF GG GI GL GN GP GR GS GT GU GW HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE
  JO JP KE KG KH KR KW KY KZ LA LB LI LK LR LS LT LU LV MA MC MD ME MF MG MH MK MM MN MP MQ MT MU MV MX MY MZ NA NC NE NF
  NG NI NL NO NP NZ OM PE PF PG PH PK PL PM PN PR PT PW PY RE RO RS RU SA SD SE SG SH SI SK SM SN SO SV SZ TC TH TJ TM TN
  TR TW TZ UA UM US UY UZ VA VC VE VG VI VN WF XK YT ZA ZM`.split(/\s+/),
)

/** The countries with a state selector (account.md section 9): they keep the package's regions as their list. */
export const STATE_LISTS = new Set(['US', 'GB'])

/**
 * Not shipped to until an admin enables them: places without residents to deliver to (Antarctica, Bouvet Island,
 * Heard and McDonald Islands, South Georgia, the French Southern Lands, the US Minor Outlying Islands, the British
 * Indian Ocean Territory) and destinations under comprehensive US embargo (Cuba, Iran, North Korea, Syria).
 */
export const DISABLED = new Set(['AQ', 'BV', 'HM', 'GS', 'TF', 'UM', 'IO', 'CU', 'IR', 'KP', 'SY'])

/** Names the package still spells the old way. */
const NAMES: Readonly<Record<string, string>> = { MK: 'North Macedonia' }

export interface SeedCountry {
  code: string
  name: string
  enabled: boolean
  postalRequired: boolean
  /** GB's selector is required like the US one (checkout.md section 5: "a select is required when the country has a state list"). */
  stateRequired: boolean
  states: Array<{ code: string; name: string }>
}

const byName = new Intl.Collator('en', { sensitivity: 'base' })

export function seedCountries(): SeedCountry[] {
  return (countryRegionData as PackageCountry[]).map((c) => {
    const code = c.countryShortCode
    const listed = STATE_LISTS.has(code)
    return {
      code,
      name: NAMES[code] ?? c.countryName,
      enabled: !DISABLED.has(code),
      postalRequired: HAS_POSTAL_CODES.has(code),
      stateRequired: listed || STATE_REQUIRED.has(code),
      states: listed
        ? c.regions
            .filter((r): r is { name: string; shortCode: string } => Boolean(r.shortCode))
            .map((r) => ({ code: r.shortCode, name: r.name }))
            .sort((a, b) => byName.compare(a.name, b.name))
        : [],
    }
  })
}
