import { describe, expect, it } from 'vitest';
import { learnerFixes as fixes } from './fixes.test-support.js';

describe('ModalTo (can to go)', () => {
  it('drops "to" after a modal', () => {
    expect(fixes('I can to go with you tomorrow.')).toEqual(['ModalTo:can to→can']);
    expect(fixes('You must to study more for the exam.')).toEqual(['ModalTo:must to→must']);
  });
  it('stays silent on purpose clauses and ordinary modals', () => {
    expect(fixes("I'll do everything I can to help you.")).toEqual([]);
    expect(fixes('She did what she could to save the plants.')).toEqual([]);
    expect(fixes('I can go with you, and I have to leave at six.')).toEqual([]);
    expect(fixes('He has the will to win.')).toEqual([]);
  });
});

describe('BareVerbAfterAuxiliary (can plays, doesn’t likes)', () => {
  it('removes -s after a modal or a negative do', () => {
    expect(fixes('She can plays the piano very well.')).toEqual(['BareVerbAfterAuxiliary:plays→play']);
    expect(fixes("He doesn't likes coffee.")).toEqual(['BareVerbAfterAuxiliary:likes→like']);
    expect(fixes('I think it will costs a lot.')).toEqual(['BareVerbAfterAuxiliary:costs→cost']);
  });
  it('stays silent on nouns and correct forms', () => {
    expect(fixes('She can play the piano and he likes coffee.')).toEqual([]);
    expect(fixes('Can studies show this?')).toEqual([]);
    expect(fixes('The will states that the house goes to her son.')).toEqual([]);
  });
});

describe('DoubleComparison (more better)', () => {
  it('keeps one comparison', () => {
    expect(fixes('This phone is more better than my old one.')).toEqual([
      'DoubleComparison:more better→better',
    ]);
    expect(fixes('He is more taller than his brother.')).toEqual(['DoubleComparison:more taller→taller']);
    expect(fixes('It was the most easiest test of the year.')).toEqual([
      'DoubleComparison:most easiest→easiest',
    ]);
  });
  it('stays silent on more + noun groups and plain comparisons', () => {
    expect(fixes('There are more older people in the town today.')).toEqual([]);
    expect(fixes('This one is better, and that one is more expensive.')).toEqual([]);
    expect(fixes("I'll tell you more later.")).toEqual([]);
    expect(fixes('We need two more bigger boxes.')).toEqual([]);
  });
});

describe('InterestedIn, ToHome, VerbIng, UncountableNoun', () => {
  it('fires on the learner forms', () => {
    expect(fixes('I am interesting in music and films.')).toEqual(['InterestedIn:interesting→interested']);
    expect(fixes('After school I went to home.')).toEqual(['ToHome:to home→home']);
    expect(fixes('I enjoy to play football with my friends.')).toEqual(['VerbIng:to play→playing']);
    expect(fixes('The teacher gave us many informations.')).toEqual([
      'UncountableNoun:informations→information',
    ]);
  });
  it('stays silent on correct English', () => {
    expect(fixes('The film is interesting in many ways, and I am interested in it.')).toEqual([]);
    expect(fixes('We went home early. They went to home games every week.')).toEqual([]);
    expect(fixes('I enjoy playing football. We enjoyed it to the end.')).toEqual([]);
    expect(fixes('The teacher gave us a lot of information and homework.')).toEqual([]);
  });
});

describe('IrregularVerb (buyed, goed, teached)', () => {
  it('gives the simple past, or the participle after have and be', () => {
    expect(fixes('Yesterday I buyed a new phone.')).toEqual(['IrregularVerb:buyed→bought']);
    expect(fixes('He goed to the park.')).toEqual(['IrregularVerb:goed→went']);
    expect(fixes('She teached me English.')).toEqual(['IrregularVerb:teached→taught']);
    expect(fixes('I have eated too much.')).toEqual(['IrregularVerb:eated→eaten']);
    expect(fixes('We have never swimmed in the sea.')).toEqual(['IrregularVerb:swimmed→swum']);
    expect(fixes('Writed by my brother.')).toEqual(['IrregularVerb:Writed→Wrote']);
  });
  it('stays silent on regular and correct irregular forms', () => {
    expect(fixes('I bought a phone, went to the park and played football.')).toEqual([]);
    expect(fixes('She seeded the lawn and he needed a rest.')).toEqual([]);
  });
});

describe('LookForwardTo, SayTell, GoActivity', () => {
  it('fires on the learner forms', () => {
    expect(fixes('I look forward to hear from you.')).toEqual(['LookForwardTo:hear→hearing']);
    expect(fixes('He said me that he was tired.')).toEqual(['SayTell:said→told']);
    expect(fixes('We went to shopping with my mother.')).toEqual(['GoActivity:to shopping→shopping']);
  });
  it('stays silent on correct English', () => {
    expect(fixes('I look forward to hearing from you and to the holidays.')).toEqual([]);
    expect(fixes('He told me that he said her name twice.')).toEqual([]);
    expect(fixes('We went shopping, then we went to swimming lessons.')).toEqual([]);
  });
});

describe('BaseAfterToOrModal (to became, can went)', () => {
  it('gives the base form after to or a modal', () => {
    expect(fixes('I would like to became a doctor.')).toEqual(['BaseAfterToOrModal:became→become']);
    expect(fixes('She can went home alone.')).toEqual(['BaseAfterToOrModal:went→go']);
  });
  it('stays silent on names, months, nouns and prepositions', () => {
    expect(fixes('In May was the festival, and Will was there.')).toEqual([]);
    expect(fixes('The can was empty, so I went to bed.')).toEqual([]);
    expect(fixes('His mind wandered from thought to thought.')).toEqual([]);
    expect(fixes('I want to become a doctor and I can go home alone.')).toEqual([]);
  });
});

describe('MissingSubjectIt (Is very important)', () => {
  it('adds the dummy subject at the start of a sentence', () => {
    expect(fixes('Is very important to study hard.')).toEqual(['MissingSubjectIt:Is→It is']);
    expect(fixes('I like Rome. Was very hot there.')).toEqual(['MissingSubjectIt:Was→It was']);
  });
  it('stays silent on questions and subjects', () => {
    expect(fixes('Is very cold water safe to drink?')).toEqual([]);
    expect(fixes('It is very important to study hard.')).toEqual([]);
  });
});

describe('look-alikes found while reviewing the rules', () => {
  it('stays silent on correct English that resembles a learner error', () => {
    expect(fixes('I saved money where I could to buy a car.')).toEqual([]);
    expect(fixes('He went from rich to broke in a year.')).toEqual([]);
    expect(fixes('Was very tired yesterday, so I slept.')).toEqual([]);
    expect(fixes('The building was sited near the river and we wined and dined.')).toEqual([]);
  });
  it('still fires on the learner forms', () => {
    expect(fixes('Is very hot today.')).toEqual(['MissingSubjectIt:Is→It is']);
    expect(fixes('Was so boring that I left.')).toEqual(['MissingSubjectIt:Was→It was']);
  });
});

describe('ShortComparative (more easy)', () => {
  it('makes the one-word comparative', () => {
    expect(fixes('It is more easy than English.')).toEqual(['ShortComparative:more easy→easier']);
    expect(fixes('Because is more cheap.')).toEqual(['ShortComparative:more cheap→cheaper']);
  });
  it('stays silent on more + noun and on longer adjectives', () => {
    expect(fixes('We need more cheap flights and more fast food; it is more expensive than that.')).toEqual(
      [],
    );
    expect(fixes('The more old houses you see, the better.')).toEqual([]);
  });
});
