/** Names shown to members. Fictional society; see docs/decisions/004-product-naming.md. */
export const SOCIETY_NAME = "みらい健康保険組合";
export const PRODUCT_NAME = "みらいヘルスナビ";
