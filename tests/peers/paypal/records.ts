/** What the peer keeps about orders, captures and refunds (PayPal's JSON is made from these in resources.ts). */
import type { PurchaseUnit } from './order-input'

/** The webhook events the peer sends. */
export type EventType =
  | 'CHECKOUT.ORDER.APPROVED'
  | 'PAYMENT.CAPTURE.COMPLETED'
  | 'PAYMENT.CAPTURE.PENDING'
  | 'PAYMENT.CAPTURE.DENIED'
  | 'PAYMENT.CAPTURE.REFUNDED'

/** How the test buyer's funding behaves at capture time. */
export type Funding = 'ok' | 'declined' | 'pending'

/** An order as the peer keeps it. */
export interface OrderRecord {
  id: string
  status: 'CREATED' | 'APPROVED' | 'COMPLETED'
  unit: PurchaseUnit
  funding: Funding
  approved: boolean
  captureIds: string[]
  createTime: string
  updateTime: string
}

/** A capture as the peer keeps it (cents, refunded so far). */
export interface CaptureRecord {
  id: string
  orderId: string
  status: 'COMPLETED' | 'PENDING' | 'DECLINED' | 'PARTIALLY_REFUNDED' | 'REFUNDED'
  cents: number
  refundedCents: number
  customId?: string
  invoiceId?: string
  createTime: string
  updateTime: string
}

/** A refund as the peer keeps it. */
export interface RefundRecord {
  id: string
  captureId: string
  cents: number
  customId?: string
  invoiceId?: string
  createTime: string
}
