export { FundingList, InvestorCard, type FundingListProps, type FundingListResult, type InvestorCardProps } from './funding-list/funding-list';
