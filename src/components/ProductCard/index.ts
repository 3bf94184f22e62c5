export { ProductCard } from './ProductCard'
