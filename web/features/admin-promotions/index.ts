export { PromotionCodesManagement } from './components/promotion-codes-management';
