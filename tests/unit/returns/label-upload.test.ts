// A staff upload of a return label (issue 50 item 7): a file that says it is a PDF must read as one.
import { describe, expect, it } from 'vitest'
import { INVALID_LABEL_PDF, isReadablePdf, labelUploadProblem } from '../../../src/lib/returns/label-upload'
import { labelPdf } from '../../peers/easypost/shipments'

const bytes = (text: string) => new TextEncoder().encode(text)

describe('a label upload', () => {
  it("reads a carrier's PDF label as a PDF", () => {
    const pdf = labelPdf('int')
    expect(isReadablePdf(pdf)).toBe(true)
    expect(labelUploadProblem({ name: 'label.pdf', mimetype: 'application/pdf', data: pdf })).toBeNull()
  })

  it('refuses a file named or typed as a PDF that is not one', () => {
    const text = bytes('this is not a PDF')
    expect(labelUploadProblem({ name: 'label.pdf', mimetype: 'application/pdf', data: text })).toBe(INVALID_LABEL_PDF)
    expect(labelUploadProblem({ name: 'label.PDF', mimetype: 'application/octet-stream', data: text })).toBe(
      INVALID_LABEL_PDF,
    )
    expect(isReadablePdf(bytes('%PDF-1.4 header but no end'))).toBe(false)
  })

  it('leaves pictures to the upload settings', () => {
    expect(labelUploadProblem({ name: 'label.png', mimetype: 'image/png', data: bytes('\x89PNG') })).toBeNull()
  })
})
