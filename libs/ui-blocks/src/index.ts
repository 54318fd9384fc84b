export { FundingList, InvestorCard, type FundingListProps, type FundingListResult, type InvestorCardProps } from './funding-list/funding-list';
export { PeopleList, type PeopleListProps } from './people-list/people-list';
export { ImageGallery, type ImageGalleryProps } from './image-gallery/image-gallery';
