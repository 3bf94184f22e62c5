import * as migration_20261122_200101_initial from './20261122_200101_initial'
import * as migration_20261122_210536_creator_rules from './20261122_210536_creator_rules'
import * as migration_20261122_222017_configurations from './20261122_222017_configurations'
import * as migration_20261122_224320_creator_admin from './20261122_224320_creator_admin'
import * as migration_20261123_004515_led_sides from './20261123_004515_led_sides'
import * as migration_20261123_004731_reviews from './20261123_004731_reviews'
import * as migration_20261123_015007_newer_model from './20261123_015007_newer_model'
import * as migration_20261125_093621_accounts from './20261125_093621_accounts'
import * as migration_20261125_121229_checkout_orders from './20261125_121229_checkout_orders'
import * as migration_20261125_160543_payments from './20261125_160543_payments'
import * as migration_20261125_211429_listing_pages from './20261125_211429_listing_pages'
import * as migration_20261125_213714_blog_and_search from './20261125_213714_blog_and_search'
import * as migration_20261125_215314_browsing_history from './20261125_215314_browsing_history'
import * as migration_20261125_221818_wishlist from './20261125_221818_wishlist'
import * as migration_20261126_113702_product_rating from './20261126_113702_product_rating'
import * as migration_20261126_123257_amazon_products from './20261126_123257_amazon_products'
import * as migration_20261126_123612_product_variations from './20261126_123612_product_variations'
import * as migration_20261127_090000_search_descriptions from './20261127_090000_search_descriptions'
import * as migration_20261127_173716_bank_details from './20261127_173716_bank_details'
import * as migration_20261128_002916_after_sale from './20261128_002916_after_sale'
import * as migration_20261128_042614_returns from './20261128_042614_returns'
import * as migration_20261128_072546_affiliates from './20261128_072546_affiliates'
import * as migration_20261128_232438_storage_fields from './20261128_232438_storage_fields'
import * as migration_20261129_071200_analytics_refund_task from './20261129_071200_analytics_refund_task'
import * as migration_20261207_210100_rma_reply from './20261207_210100_rma_reply'

export const migrations = [
  {
    up: migration_20261122_200101_initial.up,
    down: migration_20261122_200101_initial.down,
    name: '20261122_200101_initial',
  },
  {
    up: migration_20261122_210536_creator_rules.up,
    down: migration_20261122_210536_creator_rules.down,
    name: '20261122_210536_creator_rules',
  },
  {
    up: migration_20261122_222017_configurations.up,
    down: migration_20261122_222017_configurations.down,
    name: '20261122_222017_configurations',
  },
  {
    up: migration_20261122_224320_creator_admin.up,
    down: migration_20261122_224320_creator_admin.down,
    name: '20261122_224320_creator_admin',
  },
  {
    up: migration_20261123_004515_led_sides.up,
    down: migration_20261123_004515_led_sides.down,
    name: '20261123_004515_led_sides',
  },
  {
    up: migration_20261123_004731_reviews.up,
    down: migration_20261123_004731_reviews.down,
    name: '20261123_004731_reviews',
  },
  {
    up: migration_20261123_015007_newer_model.up,
    down: migration_20261123_015007_newer_model.down,
    name: '20261123_015007_newer_model',
  },
  {
    up: migration_20261125_093621_accounts.up,
    down: migration_20261125_093621_accounts.down,
    name: '20261125_093621_accounts',
  },
  {
    up: migration_20261125_121229_checkout_orders.up,
    down: migration_20261125_121229_checkout_orders.down,
    name: '20261125_121229_checkout_orders',
  },
  {
    up: migration_20261125_160543_payments.up,
    down: migration_20261125_160543_payments.down,
    name: '20261125_160543_payments',
  },
  {
    up: migration_20261125_211429_listing_pages.up,
    down: migration_20261125_211429_listing_pages.down,
    name: '20261125_211429_listing_pages',
  },
  {
    up: migration_20261125_213714_blog_and_search.up,
    down: migration_20261125_213714_blog_and_search.down,
    name: '20261125_213714_blog_and_search',
  },
  {
    up: migration_20261125_215314_browsing_history.up,
    down: migration_20261125_215314_browsing_history.down,
    name: '20261125_215314_browsing_history',
  },
  {
    up: migration_20261125_221818_wishlist.up,
    down: migration_20261125_221818_wishlist.down,
    name: '20261125_221818_wishlist',
  },
  {
    up: migration_20261126_113702_product_rating.up,
    down: migration_20261126_113702_product_rating.down,
    name: '20261126_113702_product_rating',
  },
  {
    up: migration_20261126_123257_amazon_products.up,
    down: migration_20261126_123257_amazon_products.down,
    name: '20261126_123257_amazon_products',
  },
  {
    up: migration_20261126_123612_product_variations.up,
    down: migration_20261126_123612_product_variations.down,
    name: '20261126_123612_product_variations',
  },
  {
    up: migration_20261127_090000_search_descriptions.up,
    down: migration_20261127_090000_search_descriptions.down,
    name: '20261127_090000_search_descriptions',
  },
  {
    up: migration_20261127_173716_bank_details.up,
    down: migration_20261127_173716_bank_details.down,
    name: '20261127_173716_bank_details',
  },
  {
    up: migration_20261128_002916_after_sale.up,
    down: migration_20261128_002916_after_sale.down,
    name: '20261128_002916_after_sale',
  },
  {
    up: migration_20261128_042614_returns.up,
    down: migration_20261128_042614_returns.down,
    name: '20261128_042614_returns',
  },
  {
    up: migration_20261128_072546_affiliates.up,
    down: migration_20261128_072546_affiliates.down,
    name: '20261128_072546_affiliates',
  },
  {
    up: migration_20261128_232438_storage_fields.up,
    down: migration_20261128_232438_storage_fields.down,
    name: '20261128_232438_storage_fields',
  },
  {
    up: migration_20261129_071200_analytics_refund_task.up,
    down: migration_20261129_071200_analytics_refund_task.down,
    name: '20261129_071200_analytics_refund_task',
  },
  {
    up: migration_20261207_210100_rma_reply.up,
    down: migration_20261207_210100_rma_reply.down,
    name: '20261207_210100_rma_reply',
  },
]
