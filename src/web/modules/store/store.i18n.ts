export const storeBn = {
  storeMgt: 'স্টোর ব্যবস্থাপনা',
  storeDashboard: 'স্টোর ড্যাশবোর্ড',
  inventory: 'মজুদ',
  productCategory: 'পণ্যের ক্যাটাগরি',
  productList: 'পণ্যের তালিকা',
  fixedAssets: 'স্থায়ী সম্পদ',
  receiveGoods: 'মালামাল গ্রহণ',
  deliverGoods: 'মালামাল বিতরণ',
  products: 'পণ্যসমূহ',
};

export const storeEn: Record<keyof typeof storeBn, string> = {
  storeMgt: 'Store management',
  storeDashboard: 'Store dashboard',
  inventory: 'Inventory',
  productCategory: 'Product categories',
  productList: 'Product list',
  fixedAssets: 'Fixed assets',
  receiveGoods: 'Receive goods',
  deliverGoods: 'Deliver goods',
  products: 'Products',
};
