'use client'

import { AdminDialog } from './AdminDialog'
import admin from './admin.module.css'
import type { InventoryInfo } from './api'

/** The 'Inventory Information' popup: on-hand stock of the chosen values and of the platform's hardware. */
export function InventoryDialog({ info, onClose }: { info: InventoryInfo; onClose: () => void }) {
  return (
    <AdminDialog title="Inventory Information" onClose={onClose} wide>
      <div className={admin.tableWrap}>
        <table className={admin.table}>
          <caption className={admin.caption}>Chosen components ({info.platform.name})</caption>
          <thead>
            <tr>
              <th scope="col">Option</th>
              <th scope="col">Value</th>
              <th scope="col" className={admin.number}>
                In stock
              </th>
              <th scope="col">When out of stock</th>
            </tr>
          </thead>
          <tbody>
            {info.values.map((line) => (
              <tr key={line.key} className={line.enough ? undefined : admin.short}>
                <th scope="row">{line.option}</th>
                <td>{line.value}</td>
                <td className={admin.number}>
                  {line.inventoried ? line.stock : <span className={admin.muted}>not tracked</span>}
                  {!line.enough && <span className={admin.flag}> short</span>}
                </td>
                <td>{line.inventoried ? line.policyLabel : '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={admin.tableWrap}>
        <table className={admin.table}>
          <caption className={admin.caption}>Platform hardware</caption>
          <thead>
            <tr>
              <th scope="col">Key</th>
              <th scope="col">Name</th>
              <th scope="col" className={admin.number}>
                In stock
              </th>
            </tr>
          </thead>
          <tbody>
            {info.hardwares.length === 0 && (
              <tr>
                <td colSpan={3} className={admin.muted}>
                  No hardware is kept for this platform.
                </td>
              </tr>
            )}
            {info.hardwares.map((h) => (
              <tr key={h.key}>
                <th scope="row">
                  <code>{h.key}</code>
                </th>
                <td>{h.name}</td>
                <td className={admin.number}>{h.stock}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </AdminDialog>
  )
}
