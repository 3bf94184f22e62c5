import { NotFoundError, RuleError } from '../../lib/errors'

/**
 * Why a preview cannot be composed. Both are store failures the HTTP layer answers by kind; an unknown platform is
 * the creator's `UnknownPlatformError` (404) from `../server/load-catalog`.
 */
export type PreviewError = PreviewSelectionError | PreviewSideError

/** The configuration names an option or a value that is not on the platform: 422. */
export class PreviewSelectionError extends RuleError {}

/** The platform does not show that side, or has no image at all on it: 404. */
export class PreviewSideError extends NotFoundError {}

export const isPreviewError = (error: unknown): error is PreviewError =>
  error instanceof PreviewSelectionError || error instanceof PreviewSideError
