export {
  DEFAULT_TILE_ATTRIBUTION,
  geocoderBase,
  type MapTiles,
  type PlaceFinderSettings,
  placeFinderFrom,
  placeFinderProblem,
  tileOrigin,
  tileTemplate,
} from './config'
export { PLACE_FIELD_NAMES, type PlaceFields, placeFields } from './form-fields'
export type { GeocoderAdapter } from './geocoder'
export { photonReversePath, photonSearchPath, placeOfFeature, placesOfPhoton } from './photon'
export { DEFAULT_CENTRE, DEFAULT_ZOOM, PLACE_MESSAGES, PLACE_ZOOM, type Place } from './place'
export {
  PLACE_HINTS,
  QUERY_MAX,
  QUERY_MIN,
  type ReverseQuery,
  reverseKey,
  reverseQuery,
  SUGGESTION_LIMIT,
  type SuggestQuery,
  suggestKey,
  suggestQuery,
} from './query'
