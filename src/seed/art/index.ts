/**
 * Layer art for the controller creator's live preview: every platform is drawn
 * as transparent full-canvas layers (one per part and side) that stack in z
 * order into a product-render style image in the shopper's chosen colours.
 */
export { CANVAS } from './canvas'
export { BASE_GREY, layerSvg } from './layer'
export { zIndexOf } from './order'
export { ART_PLATFORMS, partsOf, sidesOf } from './platforms'
export { renderLayerPng } from './render'
export type { Finish, LayerSpec, Part, Side } from './types'
