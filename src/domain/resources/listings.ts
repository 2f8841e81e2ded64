import { P } from '../permissions.ts'
import { defineResource } from './define.ts'
import { AGENT_REF, FILE_REF } from './refs.ts'

const dict = (name: string) => `/api/properties/listings/${name}`

export const LISTING_STATUSES = ['available', 'reserved', 'sold', 'rented', 'off_market'] as const

/** Listings (/properties/listings): what an agency advertises, with the Dubai permit every advert must carry. */
export const listings = defineResource({
  name: 'listings',
  label: 'Listing',
  plural: 'Listings',
  icon: 'House',
  basePath: '/api/properties/listings',
  route: '/properties/listings',
  table: 'listings',
  fields: {
    reference: { type: 'string', required: true, max: 100 },
    title: { type: 'string', max: 500 },
    purpose: { type: 'string', enum: ['sale', 'rent'], enumLabels: { sale: 'Sale', rent: 'Rent' } },
    propertyType: { type: 'string', max: 100, control: 'dictionary', dictionary: dict('property-types'), label: 'Unit Type' },
    status: { type: 'string', enum: LISTING_STATUSES, enumLabels: { available: 'Available', reserved: 'Reserved', sold: 'Sold', rented: 'Rented', off_market: 'Off Market' } },
    price: { type: 'number', min: 0, control: 'money', label: 'Price (AED)' },
    bedrooms: { type: 'integer', min: 0 },
    bathrooms: { type: 'integer', min: 0 },
    size: { column: 'size_sqft', type: 'number', min: 0, label: 'Size (sq ft)' },
    country: { type: 'string', max: 200, control: 'dictionary', dictionary: dict('countries') },
    city: { type: 'string', max: 200, control: 'dictionary', dictionary: dict('cities') },
    community: { type: 'string', max: 200, control: 'dictionary', dictionary: dict('communities') },
    location: { type: 'string', max: 200, control: 'dictionary', dictionary: dict('locations') },
    subLocation: { type: 'string', max: 200, control: 'dictionary', dictionary: dict('sub-locations') },
    amenities: { type: 'string[]', dictionary: dict('amenities') },
    tags: { type: 'string[]' },
    agent: { column: 'agent_id', type: 'id', ref: AGENT_REF },
    images: { column: 'image_ids', type: 'id[]', ref: FILE_REF, control: 'gallery', label: 'Gallery' },
    description: { type: 'string', max: 20000, control: 'textarea' },
    permitNumber: { type: 'string', max: 50, label: 'Trakheesi Permit Number' },
    permitExpiry: { type: 'day', label: 'Permit Expiry' },
    customFields: { type: 'json', control: 'customFields', label: 'Custom Fields' },
    enabled: { type: 'boolean' },
  },
  defaultSort: { createdAt: -1 },
  searchFields: ['reference', 'title', 'community', 'location', 'permitNumber'],
  titleField: 'reference',
  subtitleFields: ['title', 'location'],
  access: {
    view: [P.LISTINGS_VIEW, P.LEAD_ADD, P.LEAD_UPDATE],
    add: [P.LISTING_ADD],
    update: [P.LISTING_UPDATE],
    delete: [P.LISTING_DELETE],
  },
  list: {
    columns: [
      { field: 'images', cell: 'image', width: 64 },
      { field: 'reference', cell: 'title' },
      { field: 'title', width: 240 },
      { field: 'purpose' },
      { field: 'propertyType' },
      { field: 'price' },
      { field: 'bedrooms', width: 90 },
      { field: 'bathrooms', width: 90, hidden: true },
      { field: 'size', hidden: true },
      { field: 'community' },
      { field: 'location', hidden: true },
      { field: 'agent' },
      { field: 'status' },
      { field: 'permitNumber', hidden: true },
      { field: 'permitExpiry', hidden: true },
      { field: 'enabled', cell: 'status' },
      { field: 'createdAt', hidden: true },
    ],
    filters: [{ field: 'purpose' }, { field: 'propertyType' }, { field: 'status' }, { field: 'agent' }, { field: 'enabled', label: 'Enabled' }],
    populate: ['agent', 'images'],
  },
  form: {
    sections: [
      { title: 'Listing', fields: ['reference', 'title', 'purpose', 'propertyType', 'status', 'agent', 'enabled'] },
      { title: 'Price and size', fields: ['price', 'bedrooms', 'bathrooms', 'size'] },
      { title: 'Location', fields: ['country', 'city', 'community', 'location', 'subLocation'] },
      { title: 'Permit (Trakheesi)', fields: ['permitNumber', 'permitExpiry'] },
      { title: 'Features', fields: ['amenities', 'tags'] },
      { title: 'Images', fields: ['images'] },
      { title: 'Description', fields: ['description'] },
      { title: 'Custom fields', fields: ['customFields'] },
    ],
  },
  palette: { createShortcut: 'c s', keywords: ['property', 'unit'] },
})
