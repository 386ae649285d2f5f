export interface DemoArticle {
  title: string;
  /** At most 15 words: the admin form's limit. */
  intro: string;
  /** A topic title. */
  category: string;
  /** How long before the seed day it was published. */
  daysAgo: number;
  /** HTML, already safe: it is written here, not by a user. */
  content: string;
}

const html = (...blocks: string[]) => blocks.join('\n');

export const demoArticles: readonly DemoArticle[] = [
  {
    title: 'Cinque gesti quotidiani per coltivare la stima di sé',
    intro: 'Piccole abitudini concrete per trattarsi con la stessa gentilezza che riserviamo agli altri.',
    category: 'AUTOSTIMA',
    daysAgo: 9,
    content: html(
      '<p>Spesso immaginiamo l’autostima come una qualità che si ha o non si ha, quasi fosse un tratto del carattere. In realtà somiglia di più a un giardino: cresce con la cura di ogni giorno e si inaridisce quando la trascuriamo. La buona notizia è che bastano gesti piccoli, ripetuti con costanza, per cambiare il modo in cui ci guardiamo.</p>',
      '<h2>Cominciare dalle parole</h2>',
      '<p>Prova per una settimana ad ascoltare come ti parli quando sbagli. Molti di noi usano con sé stessi un tono che non userebbero mai con un amico. Non si tratta di raccontarsi bugie consolanti, ma di sostituire il giudizio con una domanda: che cosa posso imparare da questo?</p>',
      '<h2>Cinque gesti da provare</h2>',
      '<ul><li>Scrivere la sera tre cose che hai fatto bene, anche minime.</li><li>Mantenere una piccola promessa fatta a te stesso.</li><li>Accogliere un complimento con un semplice grazie.</li><li>Dire un no gentile quando qualcosa non ti appartiene.</li><li>Concederti dieci minuti al giorno solo per te.</li></ul>',
      '<p>Ognuno di questi gesti manda a te stesso lo stesso messaggio: sono una persona che merita attenzione. Ripetuto nel tempo, quel messaggio diventa una convinzione, e la convinzione diventa il terreno su cui poggiano le scelte.</p>',
      '<p>Non serve fare tutto subito. Scegline uno, portalo con te per qualche settimana e osserva che cosa cambia. La stima di sé non nasce dai grandi traguardi, ma dal rispetto quotidiano che ci riserviamo.</p>',
    ),
  },
  {
    title: 'Ascoltare senza interrompere',
    intro: 'Perché l’ascolto autentico è un regalo raro, e come allenarlo ogni giorno.',
    category: 'RELAZIONI',
    daysAgo: 26,
    content: html(
      '<p>Quante volte, mentre qualcuno ci parla, stiamo già preparando la risposta? È un’abitudine così comune che quasi non ce ne accorgiamo. Eppure chi ci sta davanti lo sente: percepisce che le sue parole sono solo un trampolino per le nostre.</p>',
      '<h2>Che cosa significa ascoltare davvero</h2>',
      '<p>Ascoltare non vuol dire restare in silenzio aspettando il proprio turno. Significa lasciare che l’altro finisca il suo pensiero, anche quando fa una pausa, anche quando crediamo di aver già capito. Spesso la cosa più importante arriva proprio dopo quella pausa.</p>',
      '<p>Un esercizio semplice: nella prossima conversazione che conta, prima di rispondere, riassumi con parole tue ciò che hai sentito. Forse ti sembrerà artificiale, ma vedrai il volto dell’altro distendersi. Sentirsi compresi è uno dei bisogni più profondi che abbiamo.</p>',
      '<h2>Quando è difficile</h2>',
      '<p>Ascoltare è più faticoso quando l’argomento ci tocca o quando non siamo d’accordo. In quei momenti aiuta fare un respiro lento e ricordarsi che comprendere non significa approvare. Possiamo accogliere il punto di vista dell’altro e poi, con calma, esprimere il nostro.</p>',
      '<p>Le relazioni che ci nutrono non sono quelle senza conflitti, ma quelle in cui entrambi si sentono ascoltati. E quell’ascolto, come ogni capacità, si allena un giorno alla volta.</p>',
    ),
  },
  {
    title: 'Il respiro come àncora nei giorni difficili',
    intro: 'Tre semplici esercizi di respirazione per ritrovare calma in pochi minuti.',
    category: 'BENESSERE',
    daysAgo: 44,
    content: html(
      '<p>Il respiro è l’unica funzione del corpo che avviene da sola ma che possiamo anche guidare. Per questo è un ponte prezioso tra ciò che sentiamo e ciò che scegliamo: quando cambiamo il modo di respirare, cambia anche lo stato della mente.</p>',
      '<h2>Tre esercizi da portare con sé</h2>',
      '<p><strong>Il respiro quadrato.</strong> Inspira contando fino a quattro, trattieni per quattro, espira per quattro e resta vuoto per altri quattro. Ripeti per qualche minuto: il ritmo regolare aiuta a fermare il rimuginio.</p>',
      '<p><strong>L’espirazione lunga.</strong> Inspira dal naso contando fino a quattro ed espira lentamente dalla bocca contando fino a sei o otto. Allungare l’espirazione segnala al corpo che può rilassarsi ed è utile prima di dormire o di un incontro importante.</p>',
      '<p><strong>Tre respiri consapevoli.</strong> Quando ti accorgi di essere di corsa, fermati per tre respiri soltanto. Senti l’aria che entra, il petto che si alza, le spalle che scendono. Bastano pochi secondi per tornare presenti.</p>',
      '<p>Non c’è bisogno di un luogo speciale né di molto tempo. Il respiro è sempre con noi: basta ricordarsi di tornarci, soprattutto nei giorni in cui tutto sembra andare troppo in fretta.</p>',
    ),
  },
  {
    title: 'Quando il dolore chiede spazio',
    intro: 'Il lutto non segue tappe precise: qualche riflessione per attraversarlo con gentilezza.',
    category: 'DOLORE PERDITA',
    daysAgo: 68,
    content: html(
      '<p>Dopo una perdita, chi ci sta intorno spesso vorrebbe vederci stare meglio in fretta. A volte siamo noi stessi a pretenderlo. Ma il dolore ha un suo ritmo, e cercare di accelerarlo di solito lo fa soltanto tornare più forte.</p>',
      '<h2>Non esiste un modo giusto</h2>',
      '<p>Si parla spesso delle fasi del lutto come di una scala da salire gradino dopo gradino. Nella realtà il percorso somiglia di più a una marea: giorni sereni si alternano a momenti in cui la mancanza torna intatta. Non è un passo indietro, è il modo in cui il cuore elabora.</p>',
      '<p>Concedersi di piangere, di ricordare, di parlare della persona o della situazione che non c’è più non significa restare bloccati. Significa dare al dolore lo spazio di cui ha bisogno per trasformarsi, lentamente, in memoria e gratitudine.</p>',
      '<h2>Non restare soli</h2>',
      '<p>Condividere la propria esperienza con altri che stanno vivendo qualcosa di simile può essere di grande sollievo. In un gruppo di ascolto non ci sono consigli da ricevere né tempi da rispettare: solo la possibilità di essere accolti così come si è.</p>',
      '<p>Se senti che il peso è troppo grande da portare da solo, chiedere aiuto a un professionista è un atto di cura, non di debolezza.</p>',
    ),
  },
  {
    title: 'Gratitudine e abbondanza nella vita di tutti i giorni',
    intro: 'Come uno sguardo grato cambia il nostro rapporto con il denaro e il tempo.',
    category: 'PROSPERITA E ABBONDANZA',
    daysAgo: 95,
    content: html(
      '<p>Viviamo immersi in messaggi che ci ricordano ciò che ci manca: l’ultimo telefono, una casa più grande, un lavoro più prestigioso. Non c’è nulla di sbagliato nel desiderare, ma quando lo sguardo resta fisso sulla mancanza finiamo per non vedere ciò che già abbiamo.</p>',
      '<h2>Abbondanza non è accumulo</h2>',
      '<p>Sentirsi nell’abbondanza non dipende soltanto dal conto in banca. Dipende dalla percezione di avere abbastanza per vivere con dignità, per condividere e per concedersi qualche piacere. È uno stato interiore che si riflette poi nelle scelte concrete, anche economiche.</p>',
      '<p>Un piccolo esercizio: per un mese, ogni sera, annota una cosa per cui sei grato e una che hai potuto dare. Un’ora del tuo tempo, un consiglio, un pasto condiviso. Scoprirai che dare e ricevere sono due facce dello stesso movimento.</p>',
      '<h2>Dal controllo alla fiducia</h2>',
      '<p>Quando smettiamo di vivere il denaro solo come fonte di ansia, possiamo guardarlo con più lucidità: pianificare, risparmiare, investire su ciò che ci fa crescere. La gratitudine non sostituisce la responsabilità, ma la rende più leggera.</p>',
    ),
  },
  {
    title: 'Fare pace con le proprie paure',
    intro: 'Le paure non vanno combattute ma comprese: un approccio gentile e graduale.',
    category: 'FOBIE',
    daysAgo: 128,
    content: html(
      '<p>La paura è un’emozione preziosa: ci ha protetti per migliaia di anni dai pericoli reali. Il problema nasce quando scatta anche dove il pericolo non c’è, e ci porta a evitare luoghi, situazioni o persone che potrebbero arricchire la nostra vita.</p>',
      '<h2>Perché evitare non funziona</h2>',
      '<p>Evitare ciò che ci spaventa dà un sollievo immediato, ma insegna al cervello che quella situazione era davvero pericolosa. Così, la volta successiva, la paura torna ancora più forte e lo spazio in cui ci muoviamo con serenità si restringe.</p>',
      '<p>Il lavoro sulle paure parte da qui: riavvicinarsi a ciò che temiamo con gradualità, un piccolo passo alla volta, restando abbastanza a lungo perché il corpo scopra che può tollerare il disagio. Non si tratta di buttarsi, ma di avanzare al proprio ritmo.</p>',
      '<h2>Alleati preziosi</h2>',
      '<ul><li>Il respiro lento, che calma il sistema nervoso.</li><li>Una scala delle situazioni temute, dalla più facile alla più difficile.</li><li>La compagnia di qualcuno di cui ci fidiamo.</li></ul>',
      '<p>Quando una paura limita davvero la vita quotidiana, farsi accompagnare da un professionista rende il percorso più sicuro ed efficace. Ogni passo fatto, anche il più piccolo, è una libertà riconquistata.</p>',
    ),
  },
];
