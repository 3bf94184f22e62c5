import type { IncomingMessage, Server, ServerResponse } from 'node:http'
export const PEER_HEADER: string
export const PEER_STAMP_FLAG: string
export function stampPeer(req: IncomingMessage): void
export function peerServer(handle: (req: IncomingMessage, res: ServerResponse) => unknown): Server
