import type { DemoCourseBasics } from './demo-courses.js';

export interface DemoOnlineCourse extends DemoCourseBasics {
  /** Lesson titles in order; positions start at 1. */
  lessons: readonly string[];
}

const euros = (amount: number) => amount * 100;

export const demoOnlineCourses: readonly DemoOnlineCourse[] = [
  {
    title: 'Meditazioni per ricominciare',
    category: 'SVILUPPO PERSONALE',
    intro: 'Quattro meditazioni guidate per chiudere un capitolo e aprirne uno nuovo.',
    description:
      'Ci sono momenti in cui sentiamo il bisogno di ripartire: dopo un cambiamento di lavoro, una relazione finita, un periodo faticoso. Questo percorso accompagna quel passaggio con quattro meditazioni guidate, da ascoltare con calma, una alla volta.\n\nOgni lezione propone una pratica e una domanda su cui riflettere nei giorni successivi. Puoi seguirle al tuo ritmo e tornarci ogni volta che ne senti il bisogno.',
    author: 'Davide Conti',
    priceCents: euros(59),
    affiliatePriceCents: euros(6),
    facilitatorPriceCents: euros(15),
    lessons: [
      'Fermarsi e fare il punto',
      'Lasciare andare ciò che non serve più',
      'Immaginare il prossimo passo',
      'Una piccola promessa a sé stessi',
    ],
  },
  {
    title: 'Abbondanza quotidiana',
    category: 'PROSPERITA E ABBONDANZA',
    intro: 'Un percorso in cinque tappe per trasformare il rapporto con il denaro.',
    description:
      'Il modo in cui viviamo il denaro racconta molto di noi: paure ereditate, convinzioni mai messe in discussione, desideri che non ci concediamo. In cinque lezioni esploreremo queste dinamiche con esercizi pratici e meditazioni sulla gratitudine.\n\nNon è un corso di finanza, ma un viaggio interiore che rende più sereno e lucido anche il modo in cui prendiamo le decisioni economiche di tutti i giorni.',
    author: 'Davide Conti',
    priceCents: euros(79),
    affiliatePriceCents: euros(8),
    facilitatorPriceCents: euros(20),
    lessons: [
      'La tua storia con il denaro',
      'Dalla mancanza alla gratitudine',
      'Dare e ricevere',
      'Scelte che nutrono',
      'Un piano per i prossimi tre mesi',
    ],
  },
  {
    title: 'Respira e rilassa',
    category: 'BENESSERE',
    intro: 'Tre pratiche brevi di respiro e rilassamento per le giornate piene.',
    description:
      'Un piccolo corso pensato per chi ha poco tempo ma sente il bisogno di staccare. Tre lezioni brevi, ciascuna dedicata a una tecnica di respirazione o di rilassamento che puoi usare ovunque: alla scrivania, in treno, prima di dormire.\n\nIdeale come primo passo nel mondo della meditazione, o come ripasso per chi pratica già.',
    author: 'Marco Bellini',
    priceCents: euros(39),
    affiliatePriceCents: euros(4),
    facilitatorPriceCents: euros(10),
    lessons: ['Il respiro quadrato', 'Rilassamento progressivo del corpo', 'Tre minuti per tornare presenti'],
  },
  {
    title: 'Il tuo potere personale',
    category: 'POTERE PERSONALE',
    intro: 'Un percorso guidato per riconoscere le tue risorse e scegliere con coraggio.',
    description:
      'Spesso aspettiamo che siano gli altri o le circostanze a cambiare. Questo percorso ti invita a spostare lo sguardo su ciò che è nelle tue mani: le tue scelte, i tuoi confini, le tue parole.\n\nIn quattro lezioni alterneremo riflessioni, esercizi di scrittura e visualizzazioni guidate. Alla fine avrai una mappa chiara delle tue risorse e un primo passo concreto da compiere.\n\nConsigliamo di tenere accanto a sé un quaderno da dedicare al percorso.',
    author: 'Giulia Ferrante',
    priceCents: euros(129),
    affiliatePriceCents: euros(13),
    facilitatorPriceCents: euros(30),
    lessons: [
      'Che cosa è nelle tue mani',
      'Confini sani, relazioni libere',
      'Le risorse che dimentichi di avere',
      'Il primo passo',
    ],
  },
];
