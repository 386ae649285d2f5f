import {
  IdParams,
  ListQuery,
  MemberCoursesResponse,
  MemberListResponse,
  MemberRefParams,
  MemberResponse,
  TerritoriesResponse,
} from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CacheTag } from '../../../lib/cache-tags.js';
import { cacheKey, publicJson } from '../../../plugins/public-answers.js';
import { getMember, listMemberCourses, listMembers, listTerritories } from './members.service.js';

export async function membersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = [CacheTag.members];

  app.get('/api/members', {
    schema: {
      tags: ['catalogue'],
      summary: 'Members (facilitators) by surname; filter is the territory',
      querystring: ListQuery,
      response: { 200: MemberListResponse },
    },
    handler: (request, reply) =>
      reply.sendPublic({
        tags,
        key: cacheKey('members', request.query),
        load: publicJson(MemberListResponse, async () => ({ members: await listMembers(ctx, request.query) })),
      }),
  });

  app.get('/api/members/territories', {
    schema: {
      tags: ['catalogue'],
      summary: "The members' territories, for the members page's filter",
      response: { 200: TerritoriesResponse },
    },
    handler: (_request, reply) =>
      reply.sendPublic({
        tags,
        key: 'territories',
        load: publicJson(TerritoriesResponse, async () => ({ territories: await listTerritories(ctx) })),
      }),
  });

  app.get('/api/member/:id', {
    schema: { tags: ['catalogue'], summary: 'One member', params: IdParams, response: { 200: MemberResponse } },
    handler: (request, reply) =>
      reply.sendPublic({
        tags,
        key: cacheKey('member', request.params),
        load: publicJson(MemberResponse, async () => ({ member: await getMember(ctx, request.params.id) })),
      }),
  });

  app.get('/api/members/:idMember/courses', {
    schema: {
      tags: ['catalogue'],
      summary: "A member's in-person and online courses; the member by id or by name-surname",
      params: MemberRefParams,
      response: { 200: MemberCoursesResponse },
    },
    handler: (request, reply) =>
      reply.sendPublic({
        tags: [CacheTag.members, CacheTag.courses, CacheTag.onlineCourses],
        key: cacheKey('member-courses', { ref: request.params.idMember.toLowerCase() }),
        load: publicJson(MemberCoursesResponse, () => listMemberCourses(ctx, request.params.idMember)),
      }),
  });
}
