// The contrast rule lives in the domain (the API checks careers-site colours with it too).
export { contrastRatio, parseHexColor, relativeLuminance } from '@nordhub/domain';
