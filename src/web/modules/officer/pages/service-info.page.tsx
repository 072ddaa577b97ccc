export { ServiceInfoPage as default } from './my-service.page';
