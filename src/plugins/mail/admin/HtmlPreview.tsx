'use client'

import { FieldLabel, useField } from '@payloadcms/ui'
import type { TextareaFieldClientComponent } from 'payload'

/**
 * Shows a stored mail's HTML as the recipient would see it, in an iframe with an empty sandbox: no scripts, no
 * forms, no navigation of the admin, no same-origin access, whatever the mail holds.
 */
export const HtmlPreview: TextareaFieldClientComponent = ({ field, path }) => {
  const { value } = useField<string>({ path: path ?? field.name })
  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <FieldLabel label={field.label ?? 'HTML'} path={path} />
      {value ? (
        <iframe
          title="Mail preview"
          sandbox=""
          srcDoc={value}
          style={{
            width: '100%',
            height: 640,
            border: '1px solid var(--theme-elevation-150)',
            borderRadius: 4,
            background: '#fff',
          }}
        />
      ) : (
        <p>No HTML part.</p>
      )}
    </div>
  )
}
