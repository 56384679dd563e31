import {
  addVocabRequest,
  cardsQuery,
  conceptMeaningRequest,
  dueQuery,
  glossaryQuery,
  reviewRequest,
  srsCardsRequest,
  srsCardsWithDataRequest,
} from '@inkwell/contract';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../auth/index.js';
import type { Deps } from '../deps.js';
import { parse } from '../http/errors.js';
import { pathIds } from '../http/params.js';
import { glossaryMeaning } from './glossary-meaning.js';
import * as service from './service.js';
import type { StudyGuideGenerator } from './study-guide.js';
import { dueWords, writingReviews } from './writing-reviews.js';
import { requireEntry } from '../journal/index.js';

const conceptIdParams = pathIds('concept_id');
const cardIdParams = pathIds('card_id');
const entryIdParams = pathIds('id');

export interface ConceptRoutesOptions {
  deps: Deps;
  /** Builds grammar study guides (e.g. with the configured AI); the offline guide when absent or failing. */
  studyGuide?: StudyGuideGenerator;
}

/** Concepts, SRS cards, FSRS review and progress; registered inside the authenticated /api scope. */
export const conceptRoutes: FastifyPluginAsync<ConceptRoutesOptions> = async (app, { deps, studyGuide }) => {
  const { db } = deps;

  app.post('/concepts/srs-cards', async (req) => {
    const body = parse(srsCardsRequest, req.body);
    return service.createVocabCards(db, currentUser(req).id, body, deps.now());
  });

  app.post('/concepts/srs-cards-with-data', async (req) => {
    const body = parse(srsCardsWithDataRequest, req.body);
    return service.createGrammarCards(db, currentUser(req).id, body, deps.now());
  });

  app.get('/concepts/vocab-cards', async (req) => {
    const { limit } = parse(cardsQuery, req.query);
    return service.listVocabCards(db, currentUser(req).id, limit);
  });

  app.get('/concepts/grammar-cards', async (req) => {
    const { limit } = parse(cardsQuery, req.query);
    return service.listGrammarCards(db, currentUser(req).id, limit);
  });

  // The spec's path has the trailing slash; the bare one answers the same.
  for (const url of ['/documents/progress/', '/documents/progress']) {
    app.get(url, async (req) => service.listProgress(db, currentUser(req).id));
  }

  app.get('/concepts/review/due', async (req) => {
    const query = parse(dueQuery, req.query);
    return service.dueQueue(db, currentUser(req).id, query, deps.now());
  });

  app.post('/concepts/review/:card_id', async (req) => {
    const { card_id } = parse(cardIdParams, req.params);
    const { rating } = parse(reviewRequest, req.body);
    return service.reviewCard(db, currentUser(req).id, card_id, rating, deps.now());
  });

  // "Use your due words" (issue 25): the words beside the New Entry editor, and what an analysis did to them.
  app.get('/writing/due-words', async (req) => dueWords(db, currentUser(req).id, deps.now()));

  app.get('/writing/reviews/:id', async (req) => {
    const { id } = parse(entryIdParams, req.params);
    await requireEntry(db, currentUser(req).id, id);
    return writingReviews(db, currentUser(req).id, id);
  });

  app.post('/concepts/vocab', async (req) => {
    const body = parse(addVocabRequest, req.body);
    return service.addVocab(db, currentUser(req).id, body, deps.now());
  });

  app.get('/concepts/glossary', async (req) => {
    const { word } = parse(glossaryQuery, req.query);
    return glossaryMeaning(db, currentUser(req).id, word);
  });

  app.put('/concepts/:concept_id/meaning', async (req) => {
    const { concept_id } = parse(conceptIdParams, req.params);
    const body = parse(conceptMeaningRequest, req.body);
    return service.setConceptMeaning(db, currentUser(req).id, concept_id, body, deps.now());
  });

  app.delete('/concepts/:concept_id', async (req, reply) => {
    const { concept_id } = parse(conceptIdParams, req.params);
    await service.removeConcept(db, currentUser(req).id, concept_id);
    return reply.status(204).send();
  });

  app.get('/concepts/grammar/:concept_id/study-guide', async (req) => {
    const { concept_id } = parse(conceptIdParams, req.params);
    return service.studyGuideFor(db, currentUser(req).id, concept_id, studyGuide ?? null, req.log);
  });
};
