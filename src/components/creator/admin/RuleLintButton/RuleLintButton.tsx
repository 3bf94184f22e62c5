'use client'

import { Button, FieldLabel, useConfig, useDocumentInfo, useFormFields, useFormModified } from '@payloadcms/ui'
import type { UIFieldClientComponent } from 'payload'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { LintProblem, LintReport } from '@/creator/rules/lint'
import styles from './RuleLintButton.module.css'

type Check =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'ok'; slug: string; at: Date }
  | { kind: 'problems'; slug: string; at: Date; problems: LintProblem[] }
  | { kind: 'error'; message: string }

interface LintAnswer {
  ok?: boolean
  results?: Array<{ slug: string; report: LintReport }>
  message?: string
  errors?: Array<{ message?: string }>
}

/** What the lint proves when it finds nothing (src/creator/rules/lint.ts). */
const RULES_OK_TEXT =
  'Rules OK: every option, value, mod, package and macro the rules name exists, the default configuration breaks ' +
  'no rule, every value, mod, package and macro can be chosen, and no rules contradict each other.'

const timeOf = (date: Date) => date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' })

const messageOf = (answer: LintAnswer | undefined) => answer?.message ?? answer?.errors?.[0]?.message

/** Turns the endpoint's answer into what the merchandiser sees. */
function toCheck(slug: string, status: number, answer: LintAnswer | undefined): Check {
  if (status === 403)
    return {
      kind: 'error',
      message:
        'Not allowed (HTTP 403): only merchandisers and admins can check rules. If you are one, your session may ' +
        'have ended: log in again.',
    }
  if (status === 404)
    return {
      kind: 'error',
      message: `${messageOf(answer) ?? `There is no platform "${slug}".`} (HTTP 404) The check reads the saved platform: save it first, then check again.`,
    }
  if (status < 200 || status >= 300) {
    const detail = messageOf(answer)
    return {
      kind: 'error',
      message: `The check failed: the server answered HTTP ${status}${detail ? ` (${detail})` : ''}. Try again; if it keeps failing, the server log has the details.`,
    }
  }
  const report = answer?.results?.find((r) => r.slug === slug)?.report
  if (!report) return { kind: 'error', message: `The server's answer has no report for "${slug}". Try again.` }
  const at = new Date()
  return report.ok ? { kind: 'ok', slug, at } : { kind: 'problems', slug, at, problems: report.problems }
}

/**
 * "Check rules" in the platform edit view: runs the creator rule lint (GET /api/platforms/lint-rules) on the
 * platform's saved rules and shows the verdict, or each problem with the rule it concerns.
 */
export const RuleLintButton: UIFieldClientComponent = ({ field, path }) => {
  const { id, data } = useDocumentInfo()
  const { config } = useConfig()
  const modified = useFormModified()
  // The form's slug may be edited but unsaved; the endpoint looks the platform up by its saved slug.
  const formSlug = useFormFields(([fields]) => fields.slug?.value)
  const savedSlug = typeof data?.slug === 'string' && data.slug ? data.slug : undefined
  // `data` is the saved document: its updatedAt moves on each save (lastUpdateTime also moves when a lock is taken).
  const savedAt = typeof data?.updatedAt === 'string' ? data.updatedAt : undefined
  const slug = savedSlug ?? (id !== undefined && typeof formSlug === 'string' && formSlug ? formSlug : undefined)
  const [check, setCheck] = useState<Check>({ kind: 'idle' })
  const inFlight = useRef<AbortController | null>(null)
  // The server-rendered button does nothing until React has hydrated it: keep it disabled until then.
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])

  // A save makes an earlier verdict stale: clear it, and drop a check still running.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the document is saved
  useEffect(() => {
    inFlight.current?.abort()
    setCheck({ kind: 'idle' })
  }, [savedAt, savedSlug])

  useEffect(() => () => inFlight.current?.abort(), [])

  const run = useCallback(async () => {
    if (!slug) return
    inFlight.current?.abort()
    const controller = new AbortController()
    inFlight.current = controller
    setCheck({ kind: 'busy' })
    const url = `${config.serverURL ?? ''}${config.routes.api}/platforms/lint-rules?platform=${encodeURIComponent(slug)}`
    try {
      const response = await fetch(url, {
        credentials: 'include',
        headers: { Accept: 'application/json' },
        signal: controller.signal,
      })
      const answer = (await response.json().catch(() => undefined)) as LintAnswer | undefined
      if (!controller.signal.aborted) setCheck(toCheck(slug, response.status, answer))
    } catch (error) {
      if (controller.signal.aborted) return
      const reason = error instanceof Error ? error.message : String(error)
      setCheck({
        kind: 'error',
        message: `Could not reach the server (${reason}). Check the connection and try again.`,
      })
    } finally {
      if (inFlight.current === controller) inFlight.current = null
    }
  }, [config.routes.api, config.serverURL, slug])

  const saved = id !== undefined && slug !== undefined
  const busy = check.kind === 'busy'

  return (
    <div className={`field-type ${styles.root}`} data-testid="rule-lint">
      <FieldLabel as="span" label={field?.label || 'Rule check'} path={path} />
      <div className={styles.actions}>
        <Button
          buttonStyle="secondary"
          disabled={!hydrated || !saved || busy}
          extraButtonProps={{ 'aria-busy': busy }}
          margin={false}
          onClick={() => void run()}
          size="medium"
          type="button"
        >
          {busy ? 'Checking…' : 'Check rules'}
        </Button>
        {saved && modified ? (
          <span className={styles.unsaved}>Unsaved changes are not checked: save first to include them.</span>
        ) : null}
      </div>
      <p className={`field-description ${styles.help}`}>
        {saved
          ? 'Runs the rule lint: every name exists, the default configuration obeys the rules, everything can be chosen, no rules contradict each other. Checks the saved rules; save first.'
          : 'Save the platform first: the check runs on its saved rules.'}
      </p>
      <div aria-live="polite" className={styles.result} role="status">
        {check.kind === 'busy' ? <p className={styles.busy}>Checking the saved rules of {slug}…</p> : null}
        {check.kind === 'ok' ? (
          <div className={`${styles.box} ${styles.ok}`}>
            <p className={styles.verdict}>{RULES_OK_TEXT}</p>
            <p className={styles.meta}>
              Saved rules of {check.slug}, checked at {timeOf(check.at)}.
            </p>
          </div>
        ) : null}
        {check.kind === 'problems' ? (
          <div className={`${styles.box} ${styles.problems}`}>
            <p className={styles.verdict}>
              {check.problems.length === 1 ? '1 problem' : `${check.problems.length} problems`} in the saved rules of{' '}
              {check.slug}:
            </p>
            <ul className={styles.list}>
              {check.problems.map((problem) => (
                <li key={`${problem.ruleId ?? ''}:${problem.message}`}>
                  {problem.ruleId ? <code className={styles.rule}>{problem.ruleId}</code> : null}
                  {problem.message}
                </li>
              ))}
            </ul>
            <p className={styles.meta}>Checked at {timeOf(check.at)}.</p>
          </div>
        ) : null}
      </div>
      {check.kind === 'error' ? (
        <p className={`${styles.box} ${styles.error}`} role="alert">
          {check.message}
        </p>
      ) : null}
    </div>
  )
}
