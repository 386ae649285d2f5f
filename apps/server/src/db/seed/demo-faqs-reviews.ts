export interface DemoFaq {
  question: string;
  answer: string;
}

export interface DemoReview {
  name: string;
  surname: string;
  rating: 4 | 5;
  review: string;
  verifiedPurchase: boolean;
  daysAgo: number;
}

/** In display order; positions are assigned from 1. */
export const demoFaqs: readonly DemoFaq[] = [
  {
    question: 'Come mi iscrivo a un percorso in presenza?',
    answer:
      'Apri la pagina del percorso che ti interessa, controlla date e luogo e premi Acquista. Ti chiederemo di accedere o di creare un account, poi potrai completare il pagamento. Riceverai una conferma via e-mail e troverai il percorso nella tua area utente, alla voce Corsi fisici.',
  },
  {
    question: 'Quali metodi di pagamento accettate?',
    answer:
      'Accettiamo le principali carte di credito e di debito. Il pagamento avviene su una pagina protetta del nostro fornitore di pagamenti: i dati della tua carta non passano mai dai nostri server e non vengono conservati da noi.',
  },
  {
    question: 'Posso annullare l’acquisto e ottenere un rimborso?',
    answer:
      'Sì. Hai 14 giorni dall’acquisto per esercitare il diritto di recesso, scrivendoci dalla pagina Contatti: ti rimborseremo sullo stesso metodo di pagamento. Per i corsi online il recesso non è più possibile dopo che hai iniziato a guardare le lezioni, come previsto per i contenuti digitali. I percorsi in presenza contrassegnati con cancellazione gratuita possono essere annullati senza costi anche oltre questo termine, secondo le condizioni indicate nella pagina del percorso.',
  },
  {
    question: 'Che cos’è il codice invito e come funziona?',
    answer:
      'Dopo aver verificato il tuo indirizzo e-mail ricevi un codice invito personale di sei caratteri, che trovi nel tuo profilo. Se una persona si registra con il tuo codice e acquista un corso, ti riconosciamo una parte del prezzo come guadagno. Se ti stai registrando e non hai un codice, scegli semplicemente “Non ho un codice!”.',
  },
  {
    question: 'Come accedo ai corsi online che ho acquistato?',
    answer:
      'Accedi al sito e apri la tua area utente: nella sezione Corsi online trovi tutti i corsi acquistati. Premi Visualizza per guardare le lezioni, quando vuoi e quante volte vuoi, da computer, tablet o telefono.',
  },
  {
    question: 'Perché devo verificare la mia identità per prelevare i guadagni?',
    answer:
      'Per versarti dei guadagni dobbiamo sapere con certezza chi sei e rispettare gli obblighi fiscali. Prima della prima richiesta di prelievo ti chiediamo il codice fiscale, l’IBAN e una foto del documento d’identità, fronte e retro. Un nostro operatore verifica i documenti, di solito entro pochi giorni lavorativi; dopo l’approvazione puoi prelevare a partire da 15 euro.',
  },
];

export const demoReviews: readonly DemoReview[] = [
  {
    name: 'Francesca',
    surname: 'Lodi',
    rating: 5,
    review:
      'Il weekend in Val d’Orcia è stato un regalo che aspettavo da anni. Giulia crea un clima di fiducia in cui ci si sente liberi di essere sé stessi. Sono tornata a casa più leggera e con tanti spunti concreti.',
    verifiedPurchase: true,
    daysAgo: 6,
  },
  {
    name: 'Luca',
    surname: 'Martinelli',
    rating: 5,
    review:
      'Ero scettico sulla meditazione, ma il corso di Marco è pratico e per niente pesante. Uso il respiro quadrato ogni giorno prima delle riunioni e la differenza si sente.',
    verifiedPurchase: true,
    daysAgo: 19,
  },
  {
    name: 'Chiara',
    surname: 'Esposito',
    rating: 4,
    review:
      'Dopo la perdita di mia madre non riuscivo a parlarne con nessuno. Il gruppo di Elena mi ha dato uno spazio sicuro e persone che capivano davvero. Avrei voluto solo che durasse qualche giorno in più.',
    verifiedPurchase: false,
    daysAgo: 33,
  },
  {
    name: 'Andrea',
    surname: 'Galli',
    rating: 5,
    review:
      'Le meditazioni di Davide mi hanno accompagnato in un cambio di lavoro difficile. Brevi, chiare e con domande che fanno riflettere a lungo.',
    verifiedPurchase: true,
    daysAgo: 51,
  },
  {
    name: 'Sara',
    surname: 'Colombo',
    rating: 5,
    review:
      'Un sito curato e percorsi seri, lontani dalle promesse miracolose che si trovano in giro. Mi sono sentita accolta fin dal primo contatto.',
    verifiedPurchase: false,
    daysAgo: 74,
  },
  {
    name: 'Paolo',
    surname: 'Ricci',
    rating: 4,
    review:
      'Il laboratorio sulle paure mi ha aiutato a capire finalmente che cosa succede nel mio corpo quando arriva l’ansia. Ora ho un piano di piccoli passi e lo sto seguendo con pazienza.',
    verifiedPurchase: true,
    daysAgo: 102,
  },
];
