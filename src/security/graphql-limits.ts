import type {
  ASTVisitor,
  ExecutionArgs,
  FieldNode,
  GraphQLField,
  GraphQLNamedType,
  GraphQLType,
  SelectionSetNode,
  ValidationContext,
  ValidationRule,
} from 'graphql'
// The files graphql-http loads (CommonJS): a GraphQLError of another copy of graphql is not an error to it, and a
// bundler may give `import 'graphql'` the ES build (another copy). Types are checked by shape below for the same reason.
import { GraphQLError } from 'graphql/error/GraphQLError.js'
import { valueFromASTUntyped } from 'graphql/utilities/valueFromASTUntyped.js'
import { depthCapOf, depthProblem, LIMIT_MESSAGES, MAX_GRAPHQL } from '../lib/request-limits'
import { isStaff, type RoleBearer } from '../lib/roles'

/*
 * Caps on one GraphQL query (issue 50, item 1): a guest's `variations { products { … } }` eight levels deep answered
 * 15.8 MB in 14 s. Payload's own complexity rule adds a fixed cost per field, so a list of 100 costs what a list of 1
 * does; this rule walks the query once (fragments included) and refuses it, before it runs, when it
 *  - follows relationships deeper than the caller may (2 for guests and customers, 4 for staff), or a relationship
 *    deeper than its field's `maxDepth` (as REST's population does),
 *  - nests fields more than 12 deep, or asks a rich-text field for a `depth` past the caller's REST cap,
 *  - costs more than the caller may: every field 1, a relationship 10 (Payload's figures), each multiplied by the
 *    records its list holds (a `limit` argument, Payload's 10 when left out, 100 for "all"; a hasMany relationship
 *    its `maxRows` or 10).
 * Wired in payload.config.ts (`graphQL.validationRules`); graphql-http answers a refused query 400.
 */

type PayloadField = { type?: string; hasMany?: boolean; maxDepth?: number; maxRows?: number; name?: string }

const RELATION_TYPES = new Set(['relationship', 'upload', 'join'])
const DEFAULT_LIMIT = 10
const ALL_ROWS = 100

/** The fields of an object or interface type, found by shape (see the imports), or null for any other type. */
function fieldsOf(type: GraphQLNamedType): Record<string, GraphQLField<unknown, unknown>> | null {
  const getFields = (type as { getFields?: () => Record<string, GraphQLField<unknown, unknown>> }).getFields
  return typeof getFields === 'function' ? getFields.call(type) : null
}

/** A list or non-null type's named type. */
function namedTypeOf(type: GraphQLType): GraphQLNamedType {
  let inner: GraphQLType = type
  while ('ofType' in inner && inner.ofType) inner = inner.ofType as GraphQLType
  return inner as GraphQLNamedType
}

const payloadFieldOf = (field: GraphQLField<unknown, unknown>): PayloadField | undefined =>
  (field.extensions as { field?: PayloadField } | undefined)?.field

class Refused extends Error {}

interface Caps {
  relationships: number
  cost: number
  depth: number
}

/** The value of a field's argument, variables filled in; undefined when not given. */
function argument(node: FieldNode, name: string, variables: Record<string, unknown>): unknown {
  const arg = node.arguments?.find((a) => a.name.value === name)
  return arg ? valueFromASTUntyped(arg.value, variables) : undefined
}

/** How many records a field's result holds, for the cost: a list query's limit, a hasMany relationship's rows. */
function rowsOf(node: FieldNode, field: GraphQLField<unknown, unknown>, variables: Record<string, unknown>): number {
  if (field.args.some((a) => a.name === 'limit')) {
    const limit = argument(node, 'limit', variables)
    if (argument(node, 'pagination', variables) === false) return ALL_ROWS
    if (limit === undefined || limit === null) return DEFAULT_LIMIT
    const n = Number(limit)
    return Number.isFinite(n) && n > 0 ? Math.min(n, 1_000_000) : ALL_ROWS
  }
  const payloadField = payloadFieldOf(field)
  if (payloadField?.type === 'relationship' && payloadField.hasMany) return payloadField.maxRows ?? DEFAULT_LIMIT
  return 1
}

/** Walks one operation's selections and refuses it past a cap (throws Refused with the message). */
function measure(
  context: ValidationContext,
  root: SelectionSetNode,
  rootType: GraphQLNamedType,
  caps: Caps,
  variables: Record<string, unknown>,
) {
  let cost = 0
  const walk = (
    set: SelectionSetNode,
    type: GraphQLNamedType,
    depth: number,
    hops: number,
    rows: number,
    fragments: ReadonlySet<string>,
  ) => {
    for (const selection of set.selections) {
      if (selection.kind === 'InlineFragment') {
        const on = selection.typeCondition ? context.getSchema().getType(selection.typeCondition.name.value) : type
        walk(selection.selectionSet, on ?? type, depth, hops, rows, fragments)
        continue
      }
      if (selection.kind === 'FragmentSpread') {
        const name = selection.name.value
        const fragment = context.getFragment(name)
        // A fragment that spreads itself is refused by graphql's own rule; here it is walked once.
        if (!fragment || fragments.has(name)) continue
        const on = context.getSchema().getType(fragment.typeCondition.name.value) ?? type
        walk(fragment.selectionSet, on, depth, hops, rows, new Set([...fragments, name]))
        continue
      }
      const name = selection.name.value
      // Introspection reads the schema, not the database.
      const fields = name.startsWith('__') ? null : fieldsOf(type)
      if (!fields) continue
      const field = fields[name]
      if (!field) continue // graphql's own rules report an unknown field
      if (depth + 1 > MAX_GRAPHQL.fields) throw new Refused(LIMIT_MESSAGES.queryTooDeep(MAX_GRAPHQL.fields))
      const depthArg = field.args.some((a) => a.name === 'depth') ? argument(selection, 'depth', variables) : undefined
      const depthRefusal = depthArg === undefined ? null : depthProblem(String(depthArg), caps.depth)
      if (depthRefusal) throw new Refused(depthRefusal)
      const payloadField = payloadFieldOf(field)
      const isRelation = RELATION_TYPES.has(payloadField?.type ?? '')
      const nextHops = isRelation ? hops + 1 : hops
      if (isRelation && typeof payloadField?.maxDepth === 'number' && nextHops > payloadField.maxDepth)
        throw new Refused(LIMIT_MESSAGES.fieldTooDeep(name, payloadField.maxDepth))
      if (nextHops > caps.relationships) throw new Refused(LIMIT_MESSAGES.relationshipsTooDeep(caps.relationships))
      cost += rows * (isRelation ? 10 : 1)
      if (cost > caps.cost) throw new Refused(LIMIT_MESSAGES.queryTooCostly(caps.cost, cost))
      if (selection.selectionSet)
        walk(
          selection.selectionSet,
          namedTypeOf(field.type),
          depth + 1,
          nextHops,
          rows * rowsOf(selection, field, variables),
          fragments,
        )
    }
  }
  walk(root, rootType, 0, 0, 1, new Set())
}

/** The store's GraphQL caps for the caller of this execution (`contextValue.req` is Payload's request). */
export function graphqlLimits(args: ExecutionArgs): ValidationRule[] {
  const user = (args.contextValue as { req?: { user?: RoleBearer | null } } | undefined)?.req?.user ?? null
  const staff = isStaff(user)
  const caps: Caps = {
    relationships: staff ? MAX_GRAPHQL.relationships.staff : MAX_GRAPHQL.relationships.others,
    cost: staff ? MAX_GRAPHQL.cost.staff : MAX_GRAPHQL.cost.others,
    depth: depthCapOf(staff),
  }
  const variables = (args.variableValues ?? {}) as Record<string, unknown>
  const rule = (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(node) {
      const schema = context.getSchema()
      const rootType =
        node.operation === 'mutation'
          ? schema.getMutationType()
          : node.operation === 'query'
            ? schema.getQueryType()
            : null
      if (!rootType) return
      try {
        measure(context, node.selectionSet, rootType, caps, variables)
      } catch (error) {
        if (!(error instanceof Refused)) throw error
        context.reportError(new GraphQLError(error.message, { nodes: [node] }))
      }
    },
  })
  return [rule]
}
