/**
 * Why a preview cannot be composed, with the HTTP status an endpoint answers. An unknown platform is the creator's
 * `UnknownPlatformError` (404) from `../server/load-catalog`.
 */
export abstract class PreviewError extends Error {
  abstract readonly status: 404 | 422
}

/** The configuration names an option or a value that is not on the platform: 422. */
export class PreviewSelectionError extends PreviewError {
  readonly status = 422
}

/** The platform does not show that side, or has no image at all on it: 404. */
export class PreviewSideError extends PreviewError {
  readonly status = 404
}
