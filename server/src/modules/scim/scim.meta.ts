import { GROUP_SCHEMA, USER_SCHEMA } from './scim.common.ts';

/** RFC 7643 5 and 6 (ServiceProviderConfig, ResourceTypes) and the attributes of 7 this endpoint keeps. */
export function serviceProviderConfig(baseUrl: string) {
  return {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig'],
    documentationUri: 'https://datatracker.ietf.org/doc/html/rfc7644',
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: 200 },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: false },
    authenticationSchemes: [
      {
        type: 'oauthbearertoken',
        name: 'API token',
        description: 'A company API token with the scim:write scope, sent as "Authorization: Bearer <token>".',
        primary: true,
      },
    ],
    meta: { resourceType: 'ServiceProviderConfig', location: `${baseUrl}/ServiceProviderConfig` },
  };
}

function resourceType(id: 'User' | 'Group', endpoint: string, schema: string, baseUrl: string) {
  return {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:ResourceType'],
    id,
    name: id,
    endpoint,
    schema,
    meta: { resourceType: 'ResourceType', location: `${baseUrl}/ResourceTypes/${id}` },
  };
}

export function resourceTypes(baseUrl: string) {
  return [
    resourceType('User', '/Users', USER_SCHEMA, baseUrl),
    resourceType('Group', '/Groups', GROUP_SCHEMA, baseUrl),
  ];
}

type Attribute = { name: string; type: string; multiValued?: boolean; required?: boolean; subAttributes?: Attribute[] };

function attribute(a: Attribute): Record<string, unknown> {
  return {
    name: a.name,
    type: a.type,
    multiValued: a.multiValued ?? false,
    required: a.required ?? false,
    caseExact: false,
    mutability: a.name === 'id' ? 'readOnly' : 'readWrite',
    returned: 'default',
    uniqueness: a.name === 'userName' || a.name === 'externalId' ? 'server' : 'none',
    ...(a.subAttributes ? { subAttributes: a.subAttributes.map(attribute) } : {}),
  };
}

const value = (type = 'string'): Attribute[] => [
  { name: 'value', type },
  { name: 'display', type: 'string' },
];

export function schemas(baseUrl: string) {
  const meta = (id: string) => ({ resourceType: 'Schema', location: `${baseUrl}/Schemas/${id}` });
  return [
    {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:Schema'],
      id: USER_SCHEMA,
      name: 'User',
      description: 'A person of the company: the sign-in email, the names, and whether their position is active.',
      attributes: [
        { name: 'userName', type: 'string', required: true },
        { name: 'externalId', type: 'string' },
        {
          name: 'name',
          type: 'complex',
          subAttributes: [
            { name: 'givenName', type: 'string' },
            { name: 'familyName', type: 'string' },
            { name: 'formatted', type: 'string' },
          ],
        },
        { name: 'displayName', type: 'string' },
        { name: 'active', type: 'boolean' },
        { name: 'emails', type: 'complex', multiValued: true, subAttributes: value() },
        { name: 'groups', type: 'complex', multiValued: true, subAttributes: value() },
      ].map(attribute),
      meta: meta(USER_SCHEMA),
    },
    {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:Schema'],
      id: GROUP_SCHEMA,
      name: 'Group',
      description: 'A department of the company; its members are the people whose active position is in it.',
      attributes: [
        { name: 'displayName', type: 'string', required: true },
        { name: 'externalId', type: 'string' },
        { name: 'members', type: 'complex', multiValued: true, subAttributes: value('reference') },
      ].map(attribute),
      meta: meta(GROUP_SCHEMA),
    },
  ];
}
