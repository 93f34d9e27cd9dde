import { stem, type Lang } from './language.ts';

/**
 * A small bilingual lexicon of the hotel domain: each line is one meaning in English | French |
 * German, forms separated by commas (several words make a phrase). Retrieval adds a question's
 * translations to its words, so a French or German question finds an English passage and the
 * other way round; the offline writer counts a translated word as covered. It is deliberately
 * about hotels (rooms, meals, times, prices, services, places, policies), not a dictionary.
 *
 * Lines are strict synonyms, by topic: a wrong link is worse than none, as it makes the writer
 * answer what it should decline. A form's rough stem is its key whatever the language, so a word
 * that is another word in another language stays out ("location" is French for rental, "tour"
 * for tower, "part" for leaves, "bar" German for cash); plural or inflected forms are listed where
 * the stemmer does not join them. Cat and dog stay apart from each other and from pets (a pets rule is not a cat
 * rule), but a question's pet or breed is a cue for dogs, the pet hotels take ("the nightly pet fee" for a
 * chihuahua); an underground car park is a garage, not any car park. A phrase is listed only when its
 * words alone would not link it (kids pool: Kinderbecken, pataugeoire): a known phrase is one
 * concept the answer must cover whole. Ages are left to the writer (statesAge in question.ts).
 * A form written "~keep her room" is a question's paraphrase of the meaning: it finds the other
 * forms but is never searched for itself. Words that ask nothing of their own (the generic words of
 * question.ts: "allowed", "today", "total") are left out: their translations only reorder sentences.
 * The sights, seasons, food, wellness, transport and staff lines at the end are one English word
 * each: a phrase whose words the lexicon knows one by one ("breakfast buffet") would make the
 * writer require it whole and lose answers that say it otherwise ("buffet … for breakfast").
 */
const table = `
breakfast, breakfasts | petit-déjeuner, petit déjeuner, petits-déjeuners, petit-déj, petit déj, petit-dej, petit dej, p'tit déj | frühstück
breakfast to go, takeaway breakfast, breakfast bag | petit-déjeuner à emporter, petit déjeuner à emporter | frühstückstüte, frühstück zum mitnehmen
continental breakfast | petit-déjeuner continental | kontinentales frühstück
brunch | brunch | brunch
dinner, evening meal | dîner, repas du soir | abendessen, dinner
lunch | déjeuner, midi, formule du midi | mittagessen, mittag, mittagsmenü
meal, meals | repas | mahlzeit, mahlzeiten
half board, half-board | demi-pension, demi pension, dp | halbpension, hp
full board, full-board | pension complète | vollpension, vp
all-inclusive, all inclusive | tout compris, tout inclus, formule tout compris | all-inclusive, alles inklusive
packed lunch, lunch box, lunchbox, picnic, picnic basket, picnic hamper | panier-repas, panier repas, pique-nique, panier pique-nique, panier de pique-nique | lunchpaket, lunchpakete, picknick, picknickkorb, picknickkörbe
snack, snacks | en-cas, collation, snacks | snack, snacks, imbiss
restaurant, restaurants | restaurant, restaurants | restaurant, restaurants
bar | bar | bar
buffet | buffet | buffet
menu, dishes | menu, plats | speisekarte, gerichte
tasting menu | menu dégustation | degustationsmenü, degustationsmenu
chocolate, chocolates | chocolat, chocolats | schokolade, schokoladen
hot chocolate | chocolat chaud | heiße schokolade, kakao
cooking class, cooking classes, cooking course, cooking lesson, cooking lessons | cours de cuisine, atelier de cuisine, atelier cuisine | kochkurs, kochkurse, kochschule
children's menu, kids menu, kids' menu | menu enfant, menu enfants | kindermenü, kinderkarte, kinderteller
vegan | végétalien, végétalienne, vegan, végane | vegan
vegetarian | végétarien, végétarienne | vegetarisch, vegetarier
gluten-free, gluten free, coeliac, celiac | sans gluten, cœliaque, coeliaque, cœliaques, coeliaques | glutenfrei, glutenfreie, glutenfreies, zöliakie
lactose-free, lactose free | sans lactose | laktosefrei
allergy, allergies, allergic | allergie, allergies, allergique | allergie, allergien, allergisch, allergiker
allergen, allergens | allergène, allergènes | allergen, allergene
intolerance, intolerances | intolérance, intolérances | unverträglichkeit, unverträglichkeiten, intoleranz
dietary requirements, dietary requirement, dietary needs, dietary restrictions, special diet, special diets | régime alimentaire, régimes alimentaires, régime spécial, régimes spéciaux, restrictions alimentaires | ernährungswünsche, ernährungsbedürfnisse, sonderkost, spezielle ernährung
chef, cook, head chef, executive chef | chef, cuisinier, chef de cuisine | koch, küchenchef
cheese fondue, fondue | fondue, fondue au fromage, fondue moitié-moitié | käsefondue, fondue
raclette | raclette | raclette
coffee | café | kaffee
tea | thé | tee
coffee machine, coffee maker | machine à café, cafetière | kaffeemaschine
coffee break | pause café, pause-café | kaffeepause
wine, wines | vin, vins | wein, weine
wine list | carte des vins | weinkarte
corkscrew | tire-bouchon, tire-bouchons | korkenzieher
bottle opener, bottle openers | décapsuleur, ouvre-bouteille, ouvre-bouteilles | flaschenöffner
wine pairing, wine pairings | accord mets-vins, accords mets-vins, accord mets et vins, accords mets et vins | weinbegleitung
red wine | vin rouge | rotwein
white wine | vin blanc | weißwein, weisswein
sparkling wine | vin mousseux, crémant, vin pétillant | sekt, schaumwein
champagne | champagne | champagner
vineyard, vineyards | vignoble, vignobles, vigne, vignes | weinberg, weinberge, weinreben, reben
winery, wine estate | domaine viticole, exploitation viticole | weingut, weinguts
estate | domaine | anwesen, landgut
winemaker, winegrower, wine grower, vintner | vigneron, vigneronne, vignerons, viticulteur | winzer, winzerin
wine tasting, tasting, tastings | dégustation, dégustations, dégustation de vin, dégustation de vins | weinprobe, weinproben, weinverkostung, verkostung, degustation
cellar, cellars, wine cellar | cave, caves, cave à vin | keller, weinkeller
grape harvest, harvest | vendanges, vendange | weinlese, lese
grape, grapes | raisin, raisins | traube, trauben, weintrauben
corkage | droit de bouchon | korkgeld
drink, drinks, beverages | boisson, boissons | getränk, getränke
soft drinks | boissons non alcoolisées, softs, sodas | softdrinks, alkoholfreie getränke
alcohol, alcoholic | alcool, alcoolisé, alcoolisées | alkohol, alkoholisch, alkoholische
bottle, bottles | bouteille, bouteilles | flasche, flaschen
glass, glasses | verre, verres | glas, gläser
course, courses | plat, plats | gang, gänge
lesson, lessons, class, classes | cours, leçon, leçons | kurs, kurse, unterricht, stunde
room service, in-room dining | service en chambre, room service, room-service, service d'étage | zimmerservice, etagenservice
minibar, mini-bar, mini bar | minibar, mini-bar | minibar
room, rooms | chambre | zimmer
double room, double rooms | chambre double, chambres doubles | doppelzimmer
single room, single rooms | chambre simple, chambre individuelle, chambres simples, chambres individuelles | einzelzimmer
twin room, twin rooms | chambre twin, chambre à deux lits, chambre lits jumeaux | zweibettzimmer
triple room, triple rooms | chambre triple, chambres triples | dreibettzimmer
superior room | chambre supérieure | superior zimmer, superiorzimmer
junior suite, junior suites | suite junior, junior suite | juniorsuite, junior suite
suite, suites | suite, suites | suite, suiten
connecting rooms, adjoining rooms, interconnecting rooms | chambres communicantes, chambre communicante | verbindungszimmer, zimmer mit verbindungstür
family room | chambre familiale, chambres familiales | familienzimmer
studio, studios | studio, studios | studio, studios
villa, villas | villa, villas | villa, villen
apartment, apartments | appartement, appartements | apartment, ferienwohnung, wohnung
accommodation | hébergement, logement | unterkunft, unterbringung
upgrade, room upgrade | surclassement, surclassée | upgrade, zimmer-upgrade, zimmerupgrade, höherstufung
single occupancy, single use | occupation simple, occupation individuelle | einzelbelegung, einzelnutzung
double occupancy | occupation double | doppelbelegung
occupancy rate | taux d'occupation, taux de remplissage | auslastung, belegungsrate, zimmerauslastung
sea view | vue mer, vue sur la mer | meerblick
mountain view | vue montagne, vue sur la montagne, vue sur les montagnes | bergblick
garden view | vue jardin, vue sur le jardin | gartenblick
bed, beds | lit, lits | bett, betten
double bed | lit double, grand lit | doppelbett
king-size bed, king size bed, king bed | lit king size, lit king-size | kingsize-bett, kingsize bett
queen-size bed, queen size bed, queen bed | lit queen size, lit queen-size | queensize-bett, queensize bett
single bed, single beds | lit simple, lits simples, lit une place | einzelbett, einzelbetten
twin beds | lits jumeaux | zwei einzelbetten
sofa bed, sofa-bed, sofa beds | canapé-lit, canapé lit, canapé convertible | schlafsofa, schlafcouch
bunk bed, bunk beds | lit superposé, lits superposés | etagenbett, etagenbetten, stockbett
extra bed, extra beds, additional bed, rollaway bed | lit d'appoint, lit appoint, lits d'appoint, lit supplémentaire, lits supplémentaires | zusatzbett, zusatzbetten, beistellbett, aufbettung, zustellbett, zustellbetten
cot, cots, baby cot, crib, travel cot, baby bed, baby beds, infant cot, infant cots | lit bébé, lits bébé, lit pour bébé, lit parapluie, berceau, lit à barreaux | babybett, babybetten, kinderbett, reisebett, gitterbett, babyreisebett, kinderreisebett
pillow, pillows | oreiller, oreillers | kissen, kopfkissen
earplugs, ear plugs | bouchons d'oreilles, bouchons d'oreille, boules quiès | ohrstöpsel, ohropax
hot water bottle | bouillotte | wärmflasche
blackout curtains, blackout blinds | rideaux occultants, rideau occultant, stores occultants | verdunkelungsvorhänge, verdunkelungsvorhang, verdunklungsvorhänge
pillow menu | carte des oreillers, carte d'oreillers | kissenmenü, kissenkarte
duvet, blanket, blankets | couette, couverture, couvertures | bettdecke, wolldecke, decke
bed linen, sheets | draps, linge de lit | bettwäsche
air conditioning, air-conditioning, air conditioned, air-conditioned, aircon | climatisation, clim, climatisé, climatisée | klimaanlage, klimatisiert, klima
heating | chauffage | heizung
fan | ventilateur | ventilator
hairdryer, hair dryer, hairdryers | sèche-cheveux | föhn, fön, haartrockner
iron, ironing board | fer à repasser, planche à repasser | bügeleisen, bügelbrett
hanger, hangers, coat hanger, coat hangers | cintre, cintres | kleiderbügel
ironing, ironing service | repassage | bügeln, bügelservice
kettle | bouilloire | wasserkocher
fridge, refrigerator | réfrigérateur, frigo | kühlschrank
microwave | micro-ondes | mikrowelle
safe, in-room safe, safe deposit box, safety deposit box | coffre-fort, coffre, coffres-forts | safe, tresor, zimmersafe, zimmertresor
television, tv, flat-screen tv | télévision, télé, tv | fernseher, fernsehen, tv
bathroom, bathrooms | salle de bain, salle de bains | badezimmer
shower, showers | douche, douches | dusche, duschen
walk-in shower, roll-in shower, level-access shower | douche à l'italienne, douche italienne, douche de plain-pied | bodengleiche dusche, ebenerdige dusche
bathtub, bath tub, bath | baignoire | badewanne
toilet, toilets, wc, restroom, restrooms | toilettes, wc | toilette, toiletten, wc
toiletries, bathroom amenities, bath amenities | produits d'accueil, produits accueil, articles de toilette | pflegeprodukte, toilettenartikel, kosmetikartikel
shampoo | shampooing, shampoing | shampoo
sewing kit | kit de couture, nécessaire de couture | nähset, nähzeug
toothbrush, toothbrushes | brosse à dents, brosses à dents | zahnbürste, zahnbürsten
toothpaste | dentifrice | zahnpasta, zahncreme
razor, razors | rasoir, rasoirs | rasierer, rasierapparat
slippers | chaussons, pantoufles | hausschuhe, pantoffeln
kitchenette, kitchen | kitchenette, cuisine | küche, kochnische, küchenzeile
dishwasher | lave-vaisselle | geschirrspüler, spülmaschine
price, prices | prix, tarif | preis
cost, costs | coûte, coûter, coût | kostet, kosten
rate, rates | tarif, tarifs | preis, rate
rack rate, rack rates, published rate, published rates | tarif rack, tarifs rack | listenpreis, listenpreise, normalpreis, normalpreise
best available rate, best available rates | meilleur tarif disponible, meilleur prix disponible | bester verfügbarer preis, bester verfügbarer tarif, tagesbestpreis
fee, charge, fine, penalty | frais, amende, pénalité | gebühr, strafe
extra, supplement, surcharge | supplément | zuschlag, aufpreis
pay, payment, payments, paying | payer, paiement, paiements, régler | bezahlen, zahlung, bezahlung
payment methods, payment method, means of payment | moyens de paiement, modes de paiement, moyen de paiement | zahlungsmittel, zahlungsarten, zahlungsmöglichkeiten
accept, accepted, accepts | accepter, accepté, acceptée, acceptés, acceptées | akzeptieren, akzeptiert, annehmen, angenommen, entgegennehmen, entgegengenommen
pay at the hotel, pay on site, payment on site, payable at the hotel, payable on site | payer sur place, paiement sur place, payable sur place, régler sur place | zahlung vor ort, vor ort bezahlen, vor ort zahlbar, zahlbar vor ort
payment link, pay by link | lien de paiement | zahlungslink, bezahllink
credit card, credit cards | carte de crédit, cartes de crédit, carte bancaire, cartes bancaires, cb | kreditkarte, kreditkarten, kk
debit card, debit cards, ec card, girocard, maestro | carte de débit, maestro | ec-karte, ec karte, girocard, debitkarte, bankkarte, maestro
american express, amex | american express, amex | american express, amex
cash | espèces, argent liquide | bargeld, barzahlung
bank transfer, wire transfer | virement, virement bancaire | überweisung, banküberweisung
invoice, invoices, bill, folio, guest folio, hotel bill, room bill | facture, factures | rechnung, rechnungen, hotelrechnung, zimmerrechnung
receipt | reçu, ticket de caisse | quittung, beleg
ticket, tickets | billet, billets | ticket, tickets, karte, karten, eintrittskarte, eintrittskarten
text message, text messages, sms, ~text | sms, texto, textos | sms
charge to the room, charged to the room, charge to your room, charged to your room, sign to the room, signed to the room | mettre sur la note, mis sur la note, porter sur la note, porté sur la note, imputer sur la chambre | zimmer schreiben, aufs zimmer schreiben, auf das zimmer schreiben, aufs zimmer buchen
split the bill, split bill, separate bills | partager la note, partager l'addition, notes séparées, additions séparées | rechnung teilen, getrennte rechnungen, getrennt zahlen, getrennt bezahlen
master account, master bill | compte maître, facture globale | sammelrechnung, gesamtrechnung
direct billing, direct bill, billed directly | facturation directe, paiement sur facture | direktverrechnung, direktabrechnung, zahlung auf rechnung
proforma invoice, pro forma invoice, pro-forma invoice | facture proforma, facture pro forma, facture pro-forma | proformarechnung, proforma-rechnung
tip, tips, gratuity | pourboire, pourboires | trinkgeld
currency exchange, foreign exchange | bureau de change, change de devises | geldwechsel, wechselstube
atm, cash dispenser, cashpoint | distributeur de billets, distributeur automatique de billets | geldautomat, bankautomat
vending machine | distributeur automatique, distributeur de boissons | getränkeautomat, snackautomat, automat
free, free of charge, no charge, at no charge, complimentary | gratuit, gratuite, gratuitement, offert, offerte, sans frais | kostenlos, gratis, gebührenfrei, kostenfrei
included | inclus, compris | inklusive, inbegriffen
discount, discounts, reduction, reduced rate, money off | réduction, réductions, remise, rabais, tarif réduit | rabatt, ermäßigung, ermäßigt, ermäßigter preis, preisnachlass, nachlass
special offer, special offers, promotion, deal, deals | offre spéciale, offres spéciales, promotion, promo | sonderangebot, aktion
early booking, early bird | réservation anticipée, réservation à l'avance | frühbucher, frühbucherrabatt
last minute, last-minute | dernière minute | last minute, last-minute
voucher, gift voucher, gift card, gift certificate | bon cadeau, bon-cadeau, chèque cadeau, carte cadeau | gutschein, geschenkgutschein
loyalty programme, loyalty program | programme de fidélité, carte de fidélité | treueprogramm, bonusprogramm
regular guest, regular guests, returning guests | client fidèle, clients fidèles, habitué, habitués | stammgast, stammgäste
student, students | étudiant, étudiants, étudiante | student, studenten, studierende
senior, seniors | senior, seniors | senioren, rentner
parking, park, car park, parking lot, parking area | parking | parken, parkplatz, parkplätze, parkmöglichkeit, parkmöglichkeiten
garage, garages, parking garage, covered parking, covered car park | garage, garages, parking couvert | garage, garagen, parkhaus
underground car park, underground garage, underground parking, garage, garages | parking souterrain, garage souterrain, garage, garages | tiefgarage, garage, garagen
outdoor car park, outdoor parking, open-air car park, open car park | parking extérieur, parking en plein air, parking ouvert | außenparkplatz, außenparkplätze, aussenparkplatz, aussenparkplätze
space, spaces | place, places | platz, plätze, stellplatz, stellplätze
valet parking, valet | voiturier, service de voiturier | parkservice, valet parking, valet-parking
disabled parking, accessible parking | place handicapé, place pmr, places pmr, stationnement handicapé | behindertenparkplatz, behindertenparkplätze
car, cars, vehicle | voiture, véhicule | auto, fahrzeug
electric car, electric cars, electric vehicle, electric vehicles, ev, evs, e-car | voiture électrique, voitures électriques, véhicule électrique | elektroauto, elektroautos, e-auto, e-autos, elektrofahrzeug
charging point, charging station, charging points, ~charge the car, ~charge his car, ~charge her car | borne de recharge, bornes de recharge, recharge, ~recharger la voiture | ladestation, ladesäule, ladestationen, wallbox, ladepunkt, ladepunkte, ~laden, ~aufladen
fast charger, fast chargers, rapid charger, fast charging, dc charger | borne rapide, bornes rapides, recharge rapide, chargeur rapide | schnelllader, schnellladesäule, schnellladestation, schnellladen
motorbike, motorcycle, motorbikes, motorcycles | moto, motos | motorrad, motorräder
motorhome, camper van, campervan | camping-car | wohnmobil
van, vans, minibus | camionnette, fourgon, minibus | transporter, kleinbus
car wash | station de lavage, lavage auto | waschanlage, autowäsche
snow chains | chaînes à neige, chaînes neige | schneeketten
snow cleared, snow clearing, snow removal, cleared of snow, gritted | déneigement, déneigé, déneigée, déneigés | schneeräumung, geräumt, schneefrei geräumt, gestreut
winter tyres, winter tires, snow tyres | pneus hiver, pneus neige, pneus d'hiver | winterreifen
snow clearing, snow removal, snowplough, snowplow | déneigement, déneigé, déneigée, chasse-neige | schneeräumung, räumdienst, schneepflug
height restriction, maximum height, clearance height | hauteur maximale, hauteur limite | durchfahrtshöhe, einfahrtshöhe
pool, swimming pool, pools, swimming pools | piscine, piscines, bassin | schwimmbad, pool, pools, schwimmbecken, becken
indoor pool, indoor swimming pool | piscine intérieure, piscine couverte | hallenbad, innenbecken, innenpool, hallenschwimmbad
outdoor pool, outdoor swimming pool | piscine extérieure, piscine en plein air | freibad, außenpool, außenbecken, aussenpool
kids pool, kids' pool, children's pool, paddling pool, baby pool, splash pool | pataugeoire, bassin enfants, bassin pour enfants, piscine enfants, piscine pour enfants | kinderbecken, planschbecken, kinderpool, babybecken, plantschbecken
infinity pool | piscine à débordement | infinity-pool, infinitypool
lifeguard, lifeguards | maître-nageur, maîtres-nageurs, surveillant de baignade | bademeister, rettungsschwimmer, badeaufsicht
supervised | surveillé, surveillée | beaufsichtigt, bewacht
swim, swimming | nager, baignade, se baigner, natation | schwimmen, baden
outdoor, outside | extérieur, extérieure, plein air, dehors | außen, aussen, draußen, draussen, freien
indoor, inside | intérieur, intérieure, couvert, couverte | innen
heated | chauffé, chauffée, chauffées, chauffés | beheizt, beheizte, beheizter, beheiztes
temperature, temperatures, temp | température, températures | temperatur, temperaturen
water temperature | température de l'eau, température eau | wassertemperatur
degrees | degrés | grad
sun lounger, sun loungers, sunbed, sunbeds, deckchair, deckchairs | transat, transats, chaise longue, chaises longues, bain de soleil, bains de soleil | sonnenliege, sonnenliegen, liegestuhl, liegestühle
parasol, parasols, sunshade, beach umbrella | parasol, parasols | sonnenschirm, sonnenschirme
beach | plage | strand
private beach | plage privée | privatstrand
private | privé, privée, privés, privées | privat, privater, privates, privaten, privatem
beach towel, beach towels, pool towel, pool towels | serviette de plage, serviettes de plage, serviette de piscine, serviettes de piscine | strandtuch, strandtücher, badetuch, badetücher, poolhandtuch
flag, flags | drapeau, drapeaux | flagge, flaggen, fahne, fahnen
water sports, watersports | sports nautiques, activités nautiques | wassersport, wassersportarten
stand-up paddle, stand up paddle, stand-up paddling, paddleboard, paddle board, paddleboarding, sup | stand-up paddle, paddle, sup | stand-up-paddle, stand-up-paddling, stehpaddeln, sup, sup-board
kayak, kayaks | kayak, kayaks | kajak, kajaks
canoe, canoes | canoë, canoë-kayak | kanu, kanus
windsurf, windsurfing | planche à voile, windsurf | windsurfen
kitesurf, kitesurfing | kitesurf | kitesurfen
surf, surfing | surf | surfen, wellenreiten
snorkel, snorkelling, snorkeling | plongée avec tuba, masque et tuba, snorkeling, randonnée palmée | schnorcheln, schnorchel
diving, scuba diving, dive | plongée, plongée sous-marine | tauchen, tauchkurs
sailing | voile | segeln
pedal boat, pedalo, pedalos | pédalo, pédalos | tretboot, tretboote
boat | bateau | boot, schiff
sailing boat, sailing boats, sailboat | voilier, voiliers, bateau à voile | segelboot, segelboote
motorboat, motor boat | bateau à moteur | motorboot, motorboote
rowing boat, rowboat | barque, bateau à rames | ruderboot, ruderboote
electric boat | bateau électrique | elektroboot
boat trip, boat tour | excursion en bateau, promenade en bateau, sortie en bateau | bootsfahrt, bootsausflug, schifffahrt
life jacket, life jackets | gilet de sauvetage, gilets de sauvetage | schwimmweste, rettungsweste
spa, wellness | spa, bien-être | spa, wellness, wellnessbereich
relaxation room, relaxation area, quiet room | salle de repos, salle de relaxation, espace détente | ruheraum, ruhebereich
massage, massages | massage, massages | massage, massagen
classic massage | massage classique | klassische massage
couples massage, couple's massage, massage for two, duo massage | massage en duo, massage duo, massage pour deux, massage en couple | paarmassage, partnermassage, duo-massage
pregnancy massage, prenatal massage | massage future maman, massage prénatal, massage femme enceinte | schwangerschaftsmassage
pregnant, pregnancy, expectant mothers, mother-to-be | enceinte, enceintes, grossesse, future maman, futures mamans | schwanger, schwangerschaft, schwangere
hot stone, hot stones | pierres chaudes | hot stone, heiße steine
facial, facials, face treatment | soin du visage, soins du visage, soin visage | gesichtsbehandlung, gesichtsbehandlungen, gesichtspflege
treatment, treatments | soin, soins | behandlung, behandlungen, anwendung, anwendungen
spa therapist, therapist, therapists | praticien, praticienne, praticiens, praticiennes, praticienne spa | therapeut, therapeutin, therapeuten
treatment room, treatment rooms | cabine de soin, cabine de soins, cabines de soins, salle de soins | behandlungsraum, behandlungsräume, behandlungskabine
body scrub, scrub | gommage | peeling, körperpeeling
body wrap | enveloppement | körperpackung, packung
manicure | manucure | maniküre
pedicure | pédicure | pediküre
hot tub, whirlpool, jacuzzi, nordic bath | bain à remous, jacuzzi, bain nordique, bains nordiques | whirlpool, badefass, badezuber, hot pot
sauna, saunas | sauna, saunas | sauna, saunen
finnish sauna | sauna finlandais, sauna finlandaise | finnische sauna
smoke sauna, savusauna | sauna à fumée, sauna fumé | rauchsauna, savusauna
sauna raft, floating sauna | radeau sauna, radeau-sauna, sauna flottant | saunafloß, saunafloss, saunaboot
ice hole, avanto, ice swimming, winter swimming | trou dans la glace, baignade hivernale, bain glacé, bain d'eau glacée | eisloch, eisbaden, winterschwimmen
pier, jetty, landing stage | jetée, ponton, embarcadère | steg, bootssteg, anlegesteg, seebrücke
hay bath | bain de foin | heubad
beer bath, beer baths | bain de bière, bains de bière, bain à la bière | bierbad, bierbäder
reflexology, foot reflexology | réflexologie, réflexologie plantaire | reflexzonenmassage, fußreflexzonenmassage, fussreflexzonenmassage
leg, legs | jambe, jambes | bein, beine
foot, feet | pied, pieds | fuß, füße, fuss, füsse
steam bath, steam room, hammam, turkish bath | hammam, bain de vapeur, bain turc | dampfbad, dampfsauna
swimwear, swimsuit, swimsuits, swimming costume, bathing suit, swim shorts, swimming trunks | maillot de bain, maillots de bain, tenue de bain, short de bain | badekleidung, badebekleidung, badeanzug, badehose, badesachen
textile-free, nude, naked, nudist, naturist | sans textile, nudité, nudiste, naturiste | textilfrei, nackt, fkk, nudist, naturist
sauna towel | drap de sauna, serviette de sauna | saunatuch, saunahandtuch
towel, towels | serviette, serviettes | handtuch, handtücher
towel change, change of towels | changement de serviettes, changement des serviettes | handtuchwechsel
bathrobe, bathrobes | peignoir, peignoirs | bademantel, bademäntel
flip-flops, pool shoes, bathing shoes | tongs, claquettes, sandales de bain | badeschuhe, badelatschen, badeschlappen
swimming cap, swim cap, bathing cap | bonnet de bain | badekappe, badehaube
gym, fitness, fitness room, fitness centre, fitness center | salle de sport, salle de fitness, fitness, salle de musculation | fitnessraum, fitness, fitnessstudio, fitnesscenter
yoga | yoga | yoga
tennis | tennis | tennis
tennis court, tennis courts | court de tennis, courts de tennis, terrain de tennis | tennisplatz, tennisplätze
golf | golf | golf
golf course | parcours de golf, terrain de golf | golfplatz
holes, hole | trous, trou | loch, löcher
green fee, green fees, greenfee | green fee, green-fee, greenfee | greenfee, green fee, green-fee
driving range, practice range | practice, driving range | driving range, übungsgelände, übungsplatz
pro shop, golf shop | pro shop, boutique de golf | pro shop, golfshop, proshop
golf cart, golf carts, golf buggy, buggy, buggies | voiturette, voiturettes, voiturette de golf | golfcart, golfcarts, golfwagen
check-in, check in, checkin, room ready, rooms ready, room is ready, rooms are ready, ci | check-in, enregistrement, chambre disponible, chambres disponibles, chambre est prête, chambres sont prêtes, ci | check-in, einchecken, zimmer bezugsfertig, bezugsfertig, zimmer ist bezugsfertig, zimmer sind bezugsfertig, ci
check-out, check out, checkout, vacate, vacate the room, leave the room, co | check-out, départ, libérer la chambre, rendre la chambre, quitter la chambre, co | check-out, abreise, auschecken, zimmer räumen, geräumt, co
late, later | tard, tardif | spät, später, späterer, spätere, späten
early | tôt, anticipé | früh
late check-out, late checkout, late departure, ~keep the room, ~keep his room, ~keep her room, ~keep their room, ~keep my room, ~keep our room, ~keep the room longer, ~stay in the room longer, late co | départ tardif, ~garder la chambre, ~garder sa chambre, ~garder leur chambre, ~conserver la chambre, ~conserver sa chambre, late co | später check-out, späte abreise, ~zimmer länger behalten, ~zimmer behalten, ~länger im zimmer bleiben, ~zimmer länger nutzen, late co
early check-in, early arrival, ~room early, ~room earlier, ~into the room early, ~get the room early, early ci | arrivée anticipée, ~chambre plus tôt, ~chambre en avance, early ci | früher check-in, frühe anreise, ~zimmer früher, ~früher ins zimmer, ~zimmer früher beziehen, early ci
late arrival, late arrivals | arrivée tardive, arrivées tardives | späte anreise, späte ankunft
day use, day-use, day room, day rooms | chambre en journée, chambre à la journée, day use | tageszimmer, day use, tagesnutzung
early departure, early departures | départ anticipé, départs anticipés | vorzeitige abreise, frühzeitige abreise
key box, key safe, key lockbox | boîte à clés, boîte à clé, boîte aux clés, coffre à clés | schlüsselbox, schlüsseltresor, schlüsselkasten, schlüsselsafe
arrival day, day of arrival | jour d'arrivée, jour arrivée, jour de l'arrivée | anreisetag, ankunftstag
departure day, day of departure | jour du départ, jour de départ | abreisetag
luggage storage, left luggage, luggage room, baggage storage, baggage room, bag storage, store luggage, store bags, store the luggage, store the bags, keep luggage, keep bags, keep the luggage, keep the bags, leave luggage, leave bags, leave the luggage, leave the bags | bagagerie, consigne à bagages, consigne, garde-bagages, garder les bagages, garder vos bagages, garder ses bagages, garder bagages, laisser les bagages, laisser ses bagages, laisser vos bagages, laisser bagages, déposer les bagages, déposer ses bagages, déposer vos bagages, déposer bagages | gepäckaufbewahrung, gepäckraum, gepäck aufbewahren, gepäck abstellen, gepäck deponieren, koffer aufbewahren, koffer abstellen
porter, porters, bellboy | bagagiste, porteur | gepäckträger, hotelpage
cancel, cancelled, cancellation, cancellable, cancelable | annuler, annulation, annulé, annulée, annulable, annulables | stornieren, stornierung, storno, storniert, absagen, abgesagt, absage, stornierbar
cancellation fee, cancellation charge, cancellation fees | frais d'annulation, frais annulation | stornogebühr, stornogebühren, stornokosten
change, modify, modification | modifier, modification, changer | ändern, änderung, umbuchen, umbuchung
room change, room move, change of room, moving rooms | changement de chambre, changer de chambre | zimmerwechsel, zimmertausch
refund, refunds, refundable, reimburse, money back | remboursement, rembourser, remboursable, remboursé, remboursée | erstattung, rückerstattung, erstatten, erstattet, zurückerstatten, zurückerstattet, rückzahlung
non-refundable, non refundable, nonrefundable | non remboursable, non-remboursable, non remboursables, non-remboursables | nicht erstattbar, nicht erstattungsfähig, nicht rückerstattbar
booking, book, reservation | réservation, réserver, résa | buchung, buchen, reservierung, reservieren, reserviert
reservation number, booking number, confirmation number, booking reference, reservation reference | numéro de réservation, numéro de confirmation, référence de réservation | buchungsnummer, reservierungsnummer, bestätigungsnummer
booking confirmation, reservation confirmation, confirmation email, confirmation e-mail | confirmation de réservation, e-mail de confirmation, mail de confirmation | buchungsbestätigung, reservierungsbestätigung, bestätigungsmail, bestätigungs-e-mail
availability, availabilities | disponibilité, disponibilités, dispo | verfügbarkeit, verfügbarkeiten
fully booked, sold out | affiche complet | ausgebucht, ausverkauft, voll belegt
in advance, advance | à l'avance, avance | im voraus, voraus
stay | séjour | aufenthalt
long stay, long stays, long-term stay, extended stay | long séjour, longs séjours, séjour prolongé | langzeitaufenthalt, langzeitmiete, längerer aufenthalt
extend the stay, extend my stay, extend their stay, extend your stay, extend a stay, extending the stay, stay extension, extension of stay, extension of the stay | prolonger le séjour, prolonger son séjour, prolonger mon séjour, prolonger leur séjour, prolonger séjour, prolongation de séjour, prolongation du séjour | aufenthalt verlängern, aufenthaltsverlängerung, verlängerung des aufenthalts, verlängerung des aufenthaltes
minimum stay | séjour minimum, durée minimum de séjour, durée minimale | mindestaufenthalt, mindestdauer
deposit, down payment, prepayment, advance payment | acompte, arrhes, prépaiement, paiement anticipé | anzahlung, vorauszahlung, vorkasse
remaining balance, outstanding balance, balance due, remaining amount | solde restant, solde dû, reste à payer, montant restant | restbetrag, restzahlung, restsumme, offener betrag
deposit, security deposit, damage deposit | caution, dépôt de garantie | kaution
pre-authorisation, pre-authorization, preauthorisation, preauthorization, pre-auth, preauth, authorisation hold, authorization hold | pré-autorisation, préautorisation, empreinte bancaire, empreinte de carte | vorautorisierung, vorautorisation, vorabautorisierung, vorab-autorisierung
incidentals, incidental charges, incidental expenses | frais annexes, dépenses annexes | nebenkosten, nebenausgaben
guarantee, guaranteed | garantie, garantir, garanti | garantie, garantiert
no-show | no-show, non-présentation, non présentation | no-show, nichterscheinen, nichtanreise
walk-in, walk-ins, walk-in guest, walk-in guests | client de passage, clients de passage, client sans réservation, clients sans réservation | walk-in, walk-ins, laufkundschaft
overbooking, overbooked, overbook | surréservation, surbooking, surréservé, surréservée | überbuchung, überbucht, überbuchen
walk a guest, walk the guest, walking a guest, walked guest, walked guests, walk guests | délogement, déloger, délogé, délogés | umquartierung, umquartieren, ausquartieren
tourist tax, city tax, local tax, visitor tax, tourism tax, spa tax, resort tax | taxe de séjour, taxe locale, taxe touristique, ts | kurtaxe, kurabgabe, ortstaxe, gästetaxe, citytax, city-tax, übernachtungssteuer, beherbergungssteuer, kurbeitrag, gästebeitrag, aufenthaltsabgabe
exempt, exempted, exemption | exonéré, exonérée, exonérés, exonérées, exonération, exempté, exemptés | befreit, befreiung
vat, value added tax | tva | mwst, mehrwertsteuer
id, identification, identity document, photo id | pièce d'identité, pièce identité, pièces d'identité | ausweis, lichtbildausweis, ausweisdokument
passport, passports | passeport, passeports | reisepass
registration form, registration card, registration cards, reg card | fiche de police, fiche d'enregistrement, fiche enregistrement | meldeschein, anmeldeformular, gästemeldeschein, anmeldeschein
group | groupe | gruppe
allotment, room block, block of rooms | allotement, contingent de chambres, bloc de chambres | zimmerkontingent, abrufkontingent
cut-off date, cutoff date, release date | date de rétrocession, délai de rétrocession, rétrocession | abruffrist, abrufdatum
rooming list, rooming lists | rooming list, rooming-list, liste de répartition | rooming list, rooming-liste, zimmereinteilung
arrival | arrivée | ankunft, anreise
departure | départ | abreise, abfahrt
reception, front desk, reception desk | réception, accueil | rezeption, empfang
pms, property management system | logiciel de gestion hôtelière, logiciel hôtelier | hotelsoftware, pms
concierge | concierge, conciergerie | concierge, portier
night porter, night receptionist, night staff | veilleur de nuit, réceptionniste de nuit | nachtportier, nachtdienst
around the clock, round the clock, 24/7 | jour et nuit, 24 heures sur 24, 24h sur 24, 24h/24 | rund um die uhr
staff, employees | personnel, employés | mitarbeiter, mitarbeitende, angestellte
general manager, hotel manager | directeur, directrice, directeur général | hoteldirektor, direktor, direktorin, geschäftsführer
quiet hours, quiet time, night rest, night-time quiet | heures de calme, heures calmes, calme de nuit, repos nocturne | nachtruhe, ruhezeit, ruhezeiten
quiet | calme, silence, silencieux | ruhe, ruhig, leise
noise, noisy, loud | bruit, bruits, bruyant, bruyante, nuisances sonores | lärm, ruhestörung
lost and found, lost property, lost items, found items, left behind, items left behind, forgotten items | objets trouvés, objets perdus, objets oubliés | fundsachen, fundbüro, fundgegenstände, fundsache, vergessene gegenstände, liegen gelassen, liegengelassen
lost | perdu, perdus, perdue | verloren
forgotten, forgot, left behind | oublié, oubliés, oubliée, oubliées | vergessen, liegen gelassen, liegengelassen
key card, keycard, room key | carte-clé, carte magnétique, badge, carte clé, cartes-clés, cartes clés, clé magnétique, clés magnétiques, carte de chambre | schlüsselkarte, zimmerkarte, zimmerschlüssel
key | clé | schlüssel
replacement card, replacement key card, new key card | carte de remplacement, nouvelle carte, nouvelle carte-clé | ersatzkarte, neue karte, neue schlüsselkarte
spare key, spare keys, duplicate key, second key, extra key, extra keys | double de clé, double des clés, double de la clé, deuxième clé, clé supplémentaire, clés supplémentaires | zweitschlüssel, ersatzschlüssel, zusätzlicher schlüssel
return the key, return key, return keys, return the keys, hand in the key, hand in the keys, key return | rendre la clé, rendre les clés, remettre la clé, remettre les clés, restituer la clé, restituer les clés, retour des clés | schlüssel abgeben, schlüssel zurückgeben, schlüsselrückgabe, schlüsselabgabe
wake-up call, wake up call, wake-up service, wake up service, morning call, alarm call | réveil, appel de réveil, réveil téléphonique, service de réveil, service réveil | weckruf, weckdienst, weckservice, weckanruf
newspaper, newspapers | journal, journaux | tageszeitung, tageszeitungen
adapter, plug adapter, travel adapter, socket adapter | adaptateur, adaptateur de prise, adaptateur universel | adapter, steckeradapter, reiseadapter, adapterstecker
phone charger, charging cable, mobile charger, usb charger, usb cable | chargeur, chargeur de téléphone, chargeur usb, câble de charge, câble usb | ladegerät, ladekabel, handyladegerät, handy-ladegerät, usb-kabel
extension cord, extension cable, extension lead | rallonge, rallonge électrique, rallonges | verlängerungskabel
power strip, multi-socket, multi-plug | multiprise, multiprises | steckdosenleiste, mehrfachsteckdose
umbrella, umbrellas | parapluie, parapluies | regenschirm, schirm
torch, flashlight | lampe de poche, lampe torche | taschenlampe
dog, dogs, ~pet, ~pets, ~puppy, ~chihuahua, ~spaniel, ~labrador, ~poodle, ~dachshund, ~terrier, ~retriever, ~beagle, ~bulldog | chien, chiens, ~chiot, ~teckel, ~caniche | hund, hunde, hunden, ~welpe, ~dackel, ~pudel
dog breed, dog breeds | race de chien, races de chiens | hunderasse, hunderassen
cat, cats | chat, chats | katze, katzen
pet, pets, animal, animals | animal, animaux, animal de compagnie, animaux de compagnie, animaux domestiques | haustier, haustiere, tier, tiere
guide dog, guide dogs, assistance dog, assistance dogs, service dog | chien guide, chien-guide, chiens guides, chien d'assistance, chien assistance | blindenhund, assistenzhund, führhund
leash, dog lead | laisse | leine, hundeleine, angeleint, anleinen
smoke, smoking, smokers | fumer, fumeur, fumeurs | rauchen, raucher
non-smoking, non smoking | non-fumeur, non fumeur, non-fumeurs | nichtraucher, rauchfrei
e-cigarette, vaping | cigarette électronique, vapoter | e-zigarette, dampfen
shuttle, shuttle bus, shuttle service | navette, navettes, service de navette | shuttle, shuttlebus, shuttleservice, pendelbus
airport shuttle | navette aéroport, navette de l'aéroport | flughafenshuttle, flughafen-shuttle
station shuttle | navette gare, navette de la gare | bahnhofsshuttle, bahnhof-shuttle
station, train station, railway station | gare, gare sncf | bahnhof, hauptbahnhof, hbf
airport, airports | aéroport, aéroports | flughafen, flughäfen
airport transfer | transfert aéroport | flughafentransfer, transfer flughafen
transfer, transfers | transfert, transferts | transfer, transfers
pick up, pick-up, pickup, ~pick him up, ~pick her up, ~pick them up, ~pick us up, ~collect him, ~collect her, ~collect them | venir chercher, aller chercher | abholen, abholung, abholservice, abgeholt, abholdienst
drop off, drop-off | déposer | absetzen
driver, drivers, chauffeur | chauffeur, chauffeurs, conducteur | fahrer, chauffeur
public transport | transports en commun, transports publics | öffentliche verkehrsmittel, nahverkehr
bus stop | arrêt de bus, arrêt bus | bushaltestelle, haltestelle
tram | tram, tramway | straßenbahn, tram
car rental, car hire, rental car, hire car | location de voiture, location de voitures, voiture de location | autovermietung, mietwagen, autoverleih
bike, bicycle, bikes, bicycles | vélo, vélos | fahrrad, fahrräder
e-bike, electric bike, e-bikes, e-mtb, e-mtbs, electric mountain bike | vélo électrique, vélos électriques, vtt électrique, vtt électriques, vttae, location vélo électrique, location de vélo électrique, location de vélos électriques, location vélos électriques | e-bike, e-bikes, e-mtb, e-mountainbike, elektrofahrrad
mountain bike, mountain bikes, mtb, mountain biking | vtt, vélo tout terrain | mountainbike, mountainbikes, mountainbiken
bike rental, bike hire, bicycle rental, bicycle hire | location de vélos, location de vélo, location vélo | fahrradverleih, radverleih, fahrradvermietung
bike storage, bicycle storage, bike room | local à vélos, local vélos, garage à vélos | fahrradkeller, fahrradraum, fahrradgarage
cycle path, cycle paths, bike path | piste cyclable, pistes cyclables | radweg, radwege, fahrradweg
rent, rental, hire | louer, loué, louée | mieten, gemietet, verleih, leihen, vermieten, vermietet
borrow, borrowed, borrowing, lend, lends, loan, loaned, on loan | emprunter, emprunté, empruntés | leihweise
equipment, gear | matériel, équipement | ausrüstung
hike, hiking | randonnée | wanderung, wandern
hiking trail, hiking trails, trail, trails | sentier, sentiers, sentier de randonnée | wanderweg, wanderwege
walk, walks | promenade, promenades, balade, balades | spaziergang, spaziergänge, spazieren
walking distance, on foot | à pied, à distance de marche | zu fuß, fußläufig, gehminuten
distance | distance | entfernung, entfernt
nearest, closest | plus proche, plus proches | nächstgelegene, nächstgelegenen
guided | guidé, guidée | geführt, geführte
guided tour, guided tours | visite guidée, visites guidées | führung, führungen
excursion, excursions, trip, day trip | excursion, excursions | ausflug, ausflüge, tagesausflug
island | île | insel
mountain, mountains | montagne, montagnes | berg, berge
city centre, city center, town centre, town center, downtown | centre-ville, centre ville | stadtzentrum, innenstadt
old town | vieille ville | altstadt
supermarket | supermarché | supermarkt
bakery | boulangerie | bäckerei
museum, museums | musée, musées | museum, museen
children, child, kids, kid | enfants, enfant | kinder, kind
kids club, kids' club, children's club, mini club, miniclub | club enfants, club enfant, club des enfants, mini-club, miniclub | kinderclub, kinder-club, miniclub
teen club, teens club | club ados, club ado, club adolescents | teenclub, teenager-club, jugendclub
playground, play area | aire de jeux, aire de jeu | spielplatz, spielbereich
games room, playroom | salle de jeux, salle de jeu | spielzimmer, spielraum
adult, adults | adulte, adultes | erwachsene, erwachsener, erwachsenen
teen, teens, teenager, teenagers, adolescent, adolescents | ado, ados, adolescent, adolescents, adolescente, adolescentes | jugendliche, jugendlicher, jugendlichen, teenager, teens
baby, babies, infant, infants | bébé, bébés, nourrisson, nourrissons | baby, babys, säugling, säuglinge
toddler, toddlers | tout-petit, tout-petits | kleinkind, kleinkinder
family, families | famille, familles | familie, familien
high chair, high chairs | chaise haute, chaises hautes | hochstuhl, hochstühle, kinderhochstuhl
bottle warmer, bottle warmers, baby bottle warmer | chauffe-biberon, chauffe-biberons | flaschenwärmer, babyflaschenwärmer
changing table, baby changing | table à langer | wickeltisch, wickelraum
stroller, pram, pushchair, buggy | poussette, poussettes | kinderwagen, buggy
babysitter, babysitting, nanny, nannies | baby-sitter, baby-sitting, nounou, nourrice | babysitter, kinderbetreuung, nanny, kinderfrau
wristband, wristbands | bracelet, bracelets | armband, armbänder, armbändchen
colour, color, colours, colors | couleur, couleurs | farbe, farben
yellow | jaune, jaunes | gelb, gelbe, gelben
red | rouge, rouges | rot, rote, roten
green | vert, verte, verts, vertes | grün, grüne, grünen
blue | bleu, bleue, bleus | blau, blaue, blauen
white | blanc, blanche, blancs | weiß, weiss, weiße, weißen
black | noir, noire, noirs | schwarz, schwarze, schwarzen
orange | orange | orange
pink | rose | rosa, pink
purple, violet | violet, violette | lila, violett
grey, gray | gris, grise | grau, graue
wedding, weddings | mariage, mariages | hochzeit, hochzeiten
civil ceremony, civil wedding, civil marriage, legally married, legal wedding | mariage civil, cérémonie civile, mariage légal | standesamtliche trauung, standesamtliche hochzeit, standesamt
registry office, register office | mairie, état civil | standesamt
town hall, city hall | mairie, hôtel de ville | rathaus
ceremony, ceremonies | cérémonie, cérémonies | zeremonie, trauung
symbolic ceremony, free ceremony | cérémonie laïque, cérémonie symbolique | freie trauung
get married, marry | se marier, marier | heiraten
newlyweds, bride and groom, wedding couple | jeunes mariés | brautpaar, hochzeitspaar
honeymoon | lune de miel, voyage de noces | flitterwochen, hochzeitsreise
church | église | kirche
chapel | chapelle | kapelle
wedding planner | wedding planner, organisatrice de mariage | hochzeitsplaner, hochzeitsplanerin
exclusive use, exclusive hire, private hire | privatisation, privatiser | exklusivnutzung, exklusive nutzung, exklusivmiete
marquee, tent | chapiteau, tente | zelt, festzelt
photographer | photographe | fotograf, fotografin
fireworks | feu d'artifice, feux d'artifice, feu artifice, feux artifice | feuerwerk
cake | gâteau, gâteaux | torte, torten
wedding cake | gâteau de mariage, pièce montée | hochzeitstorte
dance floor | piste de danse | tanzfläche
live music | musique live, musique en direct | livemusik, live-musik
entertainment, evening entertainment | animation, animations, soirées animées | animation, unterhaltung, abendprogramm, abendunterhaltung
activities, activity | activités, activité | aktivitäten, aktivität
cinema | cinéma | kino
meeting, conference | réunion, séminaire, conférence | konferenz, meeting
meeting package, day delegate rate, day delegate package, delegate rate, delegate package, conference package | forfait séminaire, forfait journée d'étude, forfait réunion | tagungspauschale, seminarpauschale, konferenzpauschale, tagungspaket
meeting room | salle de réunion | tagungsraum
breakout room, breakout rooms, syndicate room | salle de sous-commission, salles de sous-commission, sous-commission | gruppenarbeitsraum, gruppenarbeitsräume, breakout-raum
projector, beamer | vidéoprojecteur, projecteur | beamer, projektor
flipchart, flip chart, flipcharts, flip charts | paperboard, paperboards, tableau de conférence | flipchart, flipcharts
screen | écran | leinwand, bildschirm
microphone, microphones, mic | micro, micros, microphone | mikrofon, mikrofone, mikro
sound system, pa system | sonorisation, sono | tonanlage, beschallungsanlage, beschallung
video conference, videoconferencing | visioconférence | videokonferenz
daylight, natural light | lumière du jour, lumière naturelle | tageslicht
capacity | capacité | kapazität, fassungsvermögen
business centre, business center | centre d'affaires, centre affaires, business center | businesscenter, business center
printer, printing | imprimante, imprimer | drucker, drucken
package | forfait | pauschale, paket
half-day package, half day package, half-day conference package, half-day meeting package | forfait demi-journée, forfait demi journée, demi-journée d'étude | halbtagespauschale, halbtagestagung
full-day package, full day package, full-day conference package, full-day meeting package | forfait journée, forfait journée complète | tagespauschale, ganztagespauschale, ganztagestagung
person | personne | person
people, guests | personnes, clients | personen, gäste
non-resident, non-residents, external guests, outside guests | non-résident, non-résidents, clients extérieurs, personnes extérieures | extern, externe, externen, externe gäste
night, nights, overnight, nightly | nuit, nuits, nuitée, nuitées | nacht, nächte, übernachtung, übernachtungen
day | jour, journée | tag
half day, half-day | demi-journée, demi journée | halber tag, halbtags, halbtägig
full day, full-day, whole day | journée complète, journée entière | ganzer tag, ganztags, ganztägig
daily, every day | tous les jours, chaque jour, quotidien, quotidienne | täglich, jeden tag
week, weeks, weekly | semaine, semaines, hebdomadaire, à la semaine | woche, wochen, wöchentlich
month, months, monthly | mois, mensuel | monat, monate, monatlich
weekend, weekends, saturday and sunday | week-end, samedi et dimanche | wochenende, samstag und sonntag
weekday, weekdays, monday to friday | en semaine, du lundi au vendredi | wochentag, werktag, wochentags, werktags, unter der woche, montag bis freitag
public holiday | jour férié | feiertag
last, final | dernier, dernière, derniers, dernières | letzte, letzter, letzten, letztes
first, earliest | premier, première, premiers, premières | erste, erster, ersten, erstes
open, opening hours, manned | ouvert, ouverture, horaires | geöffnet, offen, öffnungszeiten, besetzt
closed, close | fermé, ferme | geschlossen, schließt
monday, mondays | lundi, lundis, ~lun | montag, montags
tuesday, tuesdays, ~tue, ~tues | mardi, mardis | dienstag, dienstags
wednesday, wednesdays, ~wed | mercredi, mercredis | mittwoch, mittwochs
thursday, thursdays, ~thu, ~thur, ~thurs | jeudi, jeudis | donnerstag, donnerstags
friday, fridays, ~fri | vendredi, vendredis, ~ven | freitag, freitags
saturday, saturdays, ~sat | samedi, samedis, ~sam | samstag, samstags
sunday, sundays | dimanche, dimanches, ~dim | sonntag, sonntags
january | janvier | januar, jänner
february | février | februar
march | mars | märz
april | avril | april
may | mai | mai
june | juin | juni
july | juillet | juli
august | août | august
september | septembre | september
october | octobre | oktober
november | novembre | november
december | décembre | dezember
christmas | noël | weihnachten
christmas eve, 24 december, december 24, 24th december | veille de noël, réveillon de noël, 24 décembre | heiligabend, heiliger abend, 24. dezember, 24 dezember
easter | pâques | ostern
hour, hours | heure, heures | stunde, stunden
time | heure | uhrzeit, zeit
morning, mornings | matin, matinée | vormittag, morgens
afternoon, afternoons | après-midi | nachmittag, nachmittags
midnight | minuit | mitternacht
serve, served | servi, servir | serviert, servieren
leave, leaves | partir | fährt, abfahren
season | saison | saison
winter | hiver | winter
summer | été | sommer
spring | printemps | frühling, frühjahr
autumn | automne | herbst
winter season | saison d'hiver, saison hiver | wintersaison
summer season | saison d'été, saison été | sommersaison
day rate | tarif journalier, tarif à la journée | tagesmiete, tagespreis, tagessatz
high season | haute saison | hochsaison
mid season, mid-season, shoulder season | moyenne saison, mi-saison | zwischensaison, mittelsaison
low season | basse saison | nebensaison
laundry | blanchisserie, laverie, pressing | wäscherei, wäscheservice, wäschedienst
dry cleaning | nettoyage à sec | chemische reinigung, textilreinigung
laundry bag, laundry bags | sac à linge, sacs à linge, sac de blanchisserie, sac blanchisserie | wäschebeutel, wäschesack, wäschesäcke
laundry list, laundry form | liste de blanchisserie, bon de blanchisserie | wäscheliste
washing machine, washer | machine à laver, lave-linge | waschmaschine
token, tokens | jeton, jetons | waschmarke, waschmarken, jeton, jetons, wertmarke, wertmarken
dryer, tumble dryer | sèche-linge | trockner, wäschetrockner
wash, washing, launder, laundering | laver, lavage | waschen, wäsche
shirt, shirts | chemise, chemises | hemd, hemden
dress code | code vestimentaire, tenue vestimentaire, tenue correcte | dresscode, kleiderordnung
jacket, jackets | veste, vestes | jackett, sakko, jacke
tie | cravate | krawatte
shorts | shorts | shorts, kurze hose
water, mineral water | eau, eau minérale | wasser, mineralwasser
evening, evenings, tonight | soir, soirée | abend, abends
noon, midday | midi | mittag
city bike, city bikes | vélo de ville, vélos de ville | stadtrad, stadtfahrrad
alarm, smoke alarm, smoke detector, fire alarm | alarme, détecteur de fumée | alarm, rauchmelder, feueralarm
fire drill, fire drills, evacuation drill, evacuation drills | exercice incendie, exercices incendie, exercice d'incendie, exercice d'évacuation, exercices d'évacuation | brandschutzübung, brandschutzübungen, feuerübung, räumungsübung, evakuierungsübung
fire | incendie, feu | brand, feuer
evacuation, evacuate | évacuation, évacuer | evakuierung, evakuieren
incident form, incident report, accident report | formulaire d'incident, rapport d'incident, déclaration d'accident | unfallbericht, vorfallbericht, unfallformular, unfallmeldung
accident, accidents | accident, accidents | unfall, unfälle
injury, injured, hurt | blessure, blessé, blessée, blessés | verletzung, verletzt, verletzte
form, forms | formulaire, formulaires | formular, formulare
emergency exit, emergency exits, fire exit | sortie de secours, sorties de secours | notausgang, notausgänge, fluchtweg
emergency, emergencies | urgence, urgences | notfall, notfälle
first aid, first-aid kit | premiers secours, trousse de secours, premiers soins | erste hilfe, erste-hilfe-kasten, verbandskasten
defibrillator, aed | défibrillateur | defibrillator, aed
pharmacy, chemist, drugstore | pharmacie | apotheke
vet, vets, veterinarian, veterinary surgeon, animal clinic | vétérinaire, vétérinaires, clinique vétérinaire | tierarzt, tierärztin, tierärzte, tierklinik, tierarztpraxis
medicine, medicines, medication, medications | médicament, médicaments | medikament, medikamente, arzneimittel
doctor, doctors, physician | médecin, médecins, docteur | arzt, ärzte, ärztin
hospital | hôpital | krankenhaus, spital
dentist | dentiste | zahnarzt
parcel, parcels | colis | päckchen
company, companies, business, corporate | entreprise, entreprises, société | unternehmen, firma, firmen
company name, registered name | raison sociale | firmenname, firmierung
vat number, vat id | numéro de tva, numéro tva | ust-idnr, umsatzsteuer-id, ust-id, mwst-nummer
billing address, invoice address | adresse de facturation | rechnungsadresse
electronic invoice, e-invoice, e-invoicing | facture électronique, facturation électronique | e-rechnung, elektronische rechnung
accounting, accounts department | comptabilité, service comptabilité | buchhaltung, rechnungswesen
complaint, complaints, complain, complains | réclamation, réclamations, plainte, plaintes | beschwerde, beschwerden, reklamation, reklamationen
goodwill gesture, compensation | geste commercial, dédommagement | kulanz, kulanzgeste, entschädigung
duty manager, manager on duty | responsable de permanence, manager de permanence | diensthabender manager, dienstleiter
member, members, membership | membre, membres, adhérent, adhérents | mitglied, mitglieder, mitgliedschaft
coworking, co-working, coworking space, coworkers | coworking, espace de coworking, coworkers | coworking, coworking-space
day pass, day ticket | pass journée, entrée journée, accès journée | tagespass, tageseintritt
technician, technicians, av technician | technicien, techniciens, régisseur | techniker, technikerin, veranstaltungstechniker
sustainability, sustainable, eco-friendly | durabilité, développement durable, durable, écologique | nachhaltigkeit, nachhaltig, umweltfreundlich
single-use plastic, disposable plastic | plastique à usage unique | einwegplastik
ecolabel, eco-label, eco label, environmental label | écolabel, label écologique, label environnemental | umweltzeichen, ökolabel, umweltlabel
recycling, recycle, recycled | recyclage, recycler, recyclé, tri sélectif | recycling, mülltrennung, recycelt
renewable energy, green electricity, green power | énergie renouvelable, énergies renouvelables, électricité verte | ökostrom, erneuerbare energie, erneuerbare energien
miniature toiletries, mini shampoos, mini toiletries | mini-shampoings, mini shampoings, produits d'accueil miniatures | minishampoos, miniaturflaschen
dispenser, dispensers, wall dispenser, wall dispensers | distributeur mural, distributeurs muraux | spender, wandspender, seifenspender
corporate rate, company rate | tarif entreprise | firmenrate, firmentarif
train | train | zug, bahn
taxi, taxis, cab, black cab, black cabs | taxi, taxis | taxi, taxis, hoteltaxi
book a taxi, order a taxi, call a taxi, call a cab, book a cab | réserver un taxi, commander un taxi, appeler un taxi | taxi bestellen, taxi rufen, taxi reservieren
bus, buses, postbus | bus, autobus, autocar, car postal | bus, busse, postauto, postbus, reisebus
housekeeping, cleaning, room cleaning, make up the room, make up my room | ménage, nettoyage, entretien des chambres, faire la chambre, faire les chambres | reinigung, zimmerreinigung, housekeeping, zimmer machen, zimmer herrichten
room attendant, room attendants, chambermaid, chambermaids, maid, maids | femme de chambre, femmes de chambre, valet de chambre, valets de chambre | zimmermädchen, zimmerfrau, zimmerfrauen
linen change, change of sheets | changement des draps, changement de draps | bettwäschewechsel, wäschewechsel
turndown, turndown service, turn-down, turn down service, evening turndown | service de couverture, service du soir, ouverture de lit, ouverture du lit, ouverture des lits | turndown-service, abendservice
dnd, do not disturb, do-not-disturb | ne pas déranger | nicht stören, bitte nicht stören
assembly point, meeting point, meet | point de rassemblement, point de rendez-vous, rendez-vous, rdv, se retrouvent, se retrouver | sammelplatz, sammelpunkt, treffpunkt, treffen sich
extension | poste | durchwahl
phone, telephone, call | téléphone, appeler | telefon, anrufen
mobile phone, mobile, cell phone, cellphone, smartphone | téléphone portable, portable, smartphone | handy, mobiltelefon, smartphone
laptop, laptops | ordinateur portable, ordinateurs portables, ordi, pc portable | laptop, laptops
commission, commissions | commission, commissions | provision, provisionen, kommission
travel agency, travel agent, travel agencies, travel agents | agence de voyages, agences de voyages, agent de voyages | reisebüro, reisebüros, reisebuero
email, e-mail | e-mail, courriel | e-mail, email
address | adresse | adresse, anschrift
luggage, baggage, suitcase, suitcases, bags | bagages, valises, valise | gepäck, koffer, gepäckstücke
wifi, wi-fi, wireless | wifi, wi-fi | wlan, wifi, w-lan
internet, internet access | internet, accès internet, accès à internet | internet, internetzugang
network | réseau | netzwerk
password | mot de passe, mdp | passwort, kennwort
terrace, terraces | terrasse, terrasses | terrasse, terrassen
roof terrace, rooftop terrace, rooftop | toit-terrasse, rooftop | dachterrasse
roof | toit | dach
building, buildings | bâtiment, bâtiments | gebäude
desert | désert | wüste
camp, camps | camp, campement, bivouac | camp, camps
tent, tents | tente, tentes | zelt, zelte
garden, gardens | jardin, jardins | garten, gärten
library | bibliothèque | bibliothek
view | vue | blick, aussicht
lake | lac | see
sea | mer | meer
balcony, balconies | balcon, balcons | balkon, balkone
floor, floors | étage, étages | etage, etagen, stockwerk
ground floor | rez-de-chaussée | erdgeschoss
stairs, staircase, steps | escalier, escaliers | treppe, treppen, stufen
lift, lifts, elevator, elevators | ascenseur, ascenseurs | aufzug, aufzüge, fahrstuhl, lift
accessible, wheelchair accessible, wheelchair-accessible, barrier-free, step-free, accessibility, disabled access | accessible, accessible en fauteuil roulant, accessibilité, mobilité réduite, personnes à mobilité réduite, pmr, sans marches, de plain-pied | barrierefrei, barrierefreiheit, rollstuhlgerecht, rollstuhlzugänglich, behindertengerecht, stufenlos
wheelchair, wheelchairs, wheelchair user, wheelchair users | fauteuil roulant, fauteuils roulants | rollstuhl, rollstühle, rollstuhlfahrer, rollstuhlfahrerin
ramp, ramps | rampe, rampes | rampe, rampen
grab bars, grab rails, handrails | barres d'appui, barre d'appui, barres appui, barre appui | haltegriffe, haltegriff
hearing impaired, deaf | malentendant, malentendants, sourd, sourds | hörgeschädigt, hörgeschädigte, gehörlos, gehörlose
visually impaired | malvoyant, malvoyants | sehbehindert, sehbehinderte
size, big, surface area, floor area | taille, superficie, surface | größe, groß, fläche
maximum weight, max weight, weight limit, heaviest | poids maximum, poids maximal, poids limite, poids max | maximalgewicht, höchstgewicht, gewichtsgrenze, gewichtslimit, maximales gewicht
biggest, largest | plus grand, plus grande, plus grands, plus grandes | größte, größten, grösste, grössten
cheapest, lowest price, lowest rate, least expensive | prix le plus bas, tarif le plus bas, prix les plus bas | günstigste, günstigsten, billigste, billigsten, preiswerteste, niedrigster preis
square metres, square meters, sqm, m², m2 | mètres carrés, m², m2 | quadratmeter, qm, m², m2
kg, kilo, kilos, kilogram, kilograms | kg, kilo, kilos, kilogramme, kilogrammes | kg, kilo, kilogramm
deep, depth | profond, profonde, profondeur | tief, tiefe
length | longueur | länge
height | hauteur | höhe
width | largeur | breite
built, construction year, year of construction | construit, construite, bâti, année de construction | erbaut, gebaut, errichtet, baujahr
renovated, renovation, refurbished | rénové, rénovée, rénovation, rénovés | renoviert, renovierung, renovierte
history, historic, historical | histoire, historique | geschichte, historisch, historische
theatre | théâtre | theater, reihe, reihenbestuhlung
banquet | banquet | bankett
classroom | salle de classe | parlamentarisch
u-shape, u shape, u-shaped, horseshoe | fer à cheval | u-form, u-förmig, hufeisenform
hall | salle | saal, halle
visitor, visitors | visiteur, visiteurs | besucher
helmet | casque | helm
ski, skiing | ski | ski, skifahren
ski room, ski storage | local à skis, local à ski, local ski | skiraum, skikeller
ski bus | navette de ski, navette ski, skibus | skibus
ski pass, lift pass, lift passes, lift ticket, lift tickets | forfait de ski, forfait ski, forfaits de ski, forfait, forfaits, forfait remontées mécaniques | skipass, skipässe, liftpass, skiticket
ski locker, ski lockers | casier à skis, casiers à skis, casier à ski, casier de ski | skischrank, skispind, skifach, skischließfach
locker, lockers | casier, casiers | schließfach, schliessfach, spind
group lesson, group lessons, group class | cours collectif, cours collectifs | gruppenkurs, gruppenkurse, gruppenunterricht
private lesson, private lessons | cours privé, cours privés, cours particulier, cours particuliers | privatstunde, privatstunden, privatunterricht, einzelunterricht
ski school, ski lessons, ski instructor | école de ski, cours de ski, moniteur de ski | skischule, skikurs, skilehrer
ski rental, ski hire | location de skis, location de ski, location ski | skiverleih, skivermietung
ski resort, ski area | station de ski, domaine skiable | skigebiet, skiort
ski slope, ski slopes, slope, slopes, piste, pistes | piste, pistes, piste de ski | piste, pisten, skipiste, skipisten
ski lift, ski lifts | remontée mécanique, remontées mécaniques, téléski | skilift, skilifte, schlepplift
ski boots | chaussures de ski | skischuhe
boot dryer, boot warmer | sèche-chaussures, sèche-bottes | schuhtrockner, skischuhtrockner
hiking boots | chaussures de randonnée | wanderschuhe
cross-country skiing, cross-country skis, cross-country ski | ski de fond, skis de fond | langlauf, skilanglauf, langlaufski, langlaufskier
ice skating, ice rink, skating rink | patinoire, patinage | eislaufen, eisbahn, schlittschuhlaufen
sledge, sled, toboggan | luge | schlitten, rodel
snowshoe | raquettes | schneeschuh, schneeschuhe
snowshoe hike, snowshoe tour | randonnée en raquettes | schneeschuhwanderung, schneeschuhtour
northern lights, aurora, auroras, aurora borealis | aurores boréales, aurore boréale, aurores, aurore | nordlicht, nordlichter, polarlicht, polarlichter
dog sledding, dog sled, dog sledge, husky ride, husky tour, husky safari | traîneau à chiens, chiens de traîneau, balade en traîneau | hundeschlitten, hundeschlittenfahrt, huskytour, husky-tour
reindeer | renne, rennes | rentier, rentiere
midnight sun | soleil de minuit | mitternachtssonne
cable car, mountain railway | téléphérique | bergbahn, seilbahn
gondola, gondola lift, gondolas | télécabine, télécabines | gondel, gondelbahn, kabinenbahn
off-piste, off piste, freeride | hors-piste, hors piste | abseits der piste, freeride, variantenabfahrt
ski touring, ski tour, ski tours | ski de randonnée, randonnée à ski, ski de rando | skitour, skitouren, skitourengehen
avalanche, avalanches | avalanche, avalanches | lawine, lawinen
avalanche bulletin, avalanche report | bulletin d'avalanche, bulletin d'avalanches, bulletin avalanches | lawinenbulletin, lawinenbericht, lawinenlagebericht
mountain rescue | secours en montagne | bergrettung
mountain guide, mountain guides | guide de montagne, guides de montagne | bergführer
via ferrata | via ferrata, via ferratas | klettersteig, klettersteige
climbing, climbing wall | escalade, mur d'escalade | klettern, kletterwand
paragliding, paraglider | parapente | gleitschirm, gleitschirmfliegen, paragliding
fishing, angling | pêche | angeln, fischen
fishing permit, fishing licence, fishing license, fishing permits | permis de pêche, carte de pêche | angelschein, fischerpatent, angelpatent, fischereipatent, angelkarte
casino | casino | kasino, casino
hairdresser, hair salon | coiffeur | friseur
welcome drink | cocktail de bienvenue, verre de bienvenue, cocktail d'accueil, cocktail accueil | begrüßungsgetränk, willkommensdrink, welcome drink
castle, castles | château, châteaux | schloss, schlösser, burg, burgen
fortress, fortresses | forteresse, forteresses | festung, festungen
ruin, ruins | ruine, ruines | ruine, ruinen
cathedral, cathedrals | cathédrale, cathédrales | kathedrale, kathedralen, dom
abbey, abbeys | abbaye, abbayes | abtei, abteien
monastery, monasteries, convent, convents | monastère, monastères, couvent, couvents | kloster, klöster
exhibition, exhibitions | exposition, expositions, expo | ausstellung, ausstellungen
concert, concerts | concert, concerts | konzert, konzerte
opera, operas | opéra, opéras | oper, opern
festival, festivals | festival, festivals | festival, festivals, festspiele
event, events | manifestation, manifestations | veranstaltung, veranstaltungen, event, events
nightlife | vie nocturne | nachtleben
market, markets | marché, marchés | markt, märkte
zoo, zoos | zoo, parc zoologique | zoo, tierpark
aquarium, aquariums | aquarium, aquariums | aquarium, aquarien
lighthouse, lighthouses | phare, phares | leuchtturm, leuchttürme
marina | port de plaisance, marina | jachthafen, yachthafen, marina
bridge, bridges | pont, ponts | brücke, brücken
river, rivers | rivière, rivières, fleuve, fleuves | fluss, flüsse
coast, coastline | littoral | küste, küsten
waterfall, waterfalls | cascade, cascades, chute d'eau, chutes d'eau | wasserfall, wasserfälle
gorge, gorges | gorge, gorges | schlucht, schluchten, klamm
volcano, volcanoes | volcan, volcans | vulkan, vulkane
glacier, glaciers | glacier, glaciers | gletscher
valley, valleys | vallée, vallées | tal, täler
forest, forests, woods | forêt, forêts | wald, wälder
cruise, cruises | croisière, croisières | kreuzfahrt, kreuzfahrten
snowboard, snowboarding | snowboard | snowboard, snowboarden
altitude, elevation | altitude | höhenlage, seehöhe, meereshöhe
horse, horses | cheval, chevaux | pferd, pferde
billiards | billard | billard
jogging, jog | jogging | jogging, joggen
cycling | cyclisme, faire du vélo | radfahren, fahrradfahren, radeln
sunrise | lever du soleil, lever de soleil | sonnenaufgang
sunset | coucher du soleil, coucher de soleil | sonnenuntergang
shopping | shopping, faire du shopping, faire les magasins | shopping, einkaufen, einkaufsbummel
brochure, brochures, leaflet, leaflets | brochure, brochures, dépliant, dépliants, prospectus | broschüre, broschüren, prospekt, prospekte
advent | avent, période de l'avent | advent, adventszeit
whitsun, pentecost, whitsuntide | pentecôte | pfingsten
vacation, vacations | vacances | urlaub, ferien
carnival | carnaval | karneval, fasching, fasnacht, fastnacht
birthday, birthdays | anniversaire, anniversaires | geburtstag, geburtstage
party, parties, celebration | fête, fêtes | feier, party, partys
catering, caterer | traiteur, service traiteur | catering, partyservice
self-catering | gestion libre, en gestion libre | selbstversorger, selbstverpflegung
beer, beers | bière, bières | bier, biere
brewery, breweries | microbrasserie, brasserie artisanale | brauerei, brauereien
cocktail, cocktails | cocktail, cocktails | cocktail, cocktails
aperitif, aperitifs, apéritif | apéritif, apéritifs, apéro | aperitif, aperitifs, apéro
spirits, liquor | spiritueux, alcools forts | spirituosen
decaf, decaffeinated | déca, décaféiné | entkoffeiniert, koffeinfrei
milk | lait | milch
cheese, cheeses | fromage, fromages | käse
ham | jambon | schinken
bacon | bacon | bacon, speck, frühstücksspeck
sausage, sausages | saucisse, saucisses | wurst, würstchen, würste
egg, eggs | œuf, œufs, oeuf, oeufs | ei, eier
muesli | muesli, müesli | müsli
pastries | pâtisseries | gebäck, feingebäck
sandwich, sandwiches | sandwich, sandwichs | sandwich, sandwiches, belegtes brötchen, belegte brötchen
seafood | fruits de mer | meeresfrüchte
oyster, oysters | huître, huîtres | auster, austern
meat | viande, viandes | fleisch
beef | bœuf, boeuf | rindfleisch
pork | porc | schweinefleisch
chicken | poulet | hähnchen, hühnchen
vegetables, vegetable | légumes, légume | gemüse
salad, salads | salade, salades | salat, salate
fruit, fruits | fruit, fruits | obst, früchte, frucht
dessert, desserts | dessert, desserts | dessert, desserts, nachspeise, nachspeisen, nachtisch
starter, starters, appetizer, appetizers, appetiser | hors-d'œuvre, hors d'œuvre, hors-d'oeuvre | vorspeise, vorspeisen
speciality, specialities, specialty, specialties | spécialité, spécialités | spezialität, spezialitäten
homemade, home-made | fait maison, faits maison | hausgemacht, hausgemachte, hausgemachten, hausgemachter, hausgemachtes
organic | bio, biologique, biologiques | bio, biologisch, biologische, biologischen
kosher | kasher, cachère | koscher
nuts | fruits à coque, noix | nüsse, schalenfrüchte
peanuts, peanut | cacahuètes, cacahuète, arachides, arachide | erdnüsse, erdnuss
nappies, diapers, nappy, diaper | couches, couche | windeln, windel
barbecue, barbecues, bbq | barbecue, barbecues | barbecue, grill, grillen, grillabend
seaweed, algae | algues | algen
thalassotherapy, thalasso | thalassothérapie, thalasso | thalassotherapie, thalasso
ayurveda, ayurvedic | ayurvéda, ayurveda, ayurvédique | ayurveda, ayurvedisch, ayurvedische
pilates | pilates | pilates
barber, barbers | barbier, barbiers | barbier, herrenfriseur, barbershop
house, houses | maison, maisons | haus, häuser
annex, annexe, annexes | annexe, annexes, dépendance, dépendances | nebengebäude, nebenhaus, dependance
wardrobe, closet | armoire, penderie | kleiderschrank
soundproof, soundproofed, sound-proofed | insonorisé, insonorisée, insonorisées, insonorisés | schallisoliert, schalldicht, schallgedämmt
hypoallergenic | hypoallergénique, hypoallergéniques, anti-allergique | hypoallergen
soap | savon, savons | seife
butler, butlers | majordome, majordomes, butler | butler
dormitory, dorm | dortoir, dortoirs | schlafsaal
inn | auberge, auberges | gasthof, gasthöfe, gasthaus, gasthäuser
campsite, campsites, campground | terrain de camping, terrains de camping | campingplatz, campingplätze, zeltplatz
ferry, ferries | ferry, ferries | fährschiff, fährschiffe, fährboot
motorway, highway, freeway | autoroute, autoroutes | autobahn, autobahnen
delay, delayed, delays | retard, retards, retardé | verspätung, verspätet, verspätungen
sommelier, sommeliers | sommelier, sommelière, sommeliers | sommelier, sommelière, sommeliers
waiter, waiters, waitress, waitresses | serveur, serveuse, serveurs, serveuses | kellner, kellnerin, servicekraft, servicemitarbeiter
bartender, bartenders, barman, barmaid | barman, barmaid, barmans | barkeeper, barkeeperin, barmann
receptionist, receptionists | réceptionniste, réceptionnistes | rezeptionist, rezeptionistin, rezeptionisten, empfangsmitarbeiter
caretaker, handyman | homme d'entretien, agent de maintenance, technicien de maintenance | hausmeister, haustechniker
owner, owners | propriétaire, propriétaires | inhaber, inhaberin, besitzer, eigentümer, eigentümerin
insurance | assurance, assurances | versicherung, versicherungen
damage, damages, damaged | dégâts, dégât, endommagé, endommagée | schaden, schäden, beschädigung, beschädigt
currency, currencies | devise, devises | währung, währungen
tax, taxes | taxe, taxes, impôt, impôts | steuer, steuern
star, stars | étoile, étoiles | stern, sterne
weather | météo | wetter
rain, rainy | pluie, pluvieux | regen, regnerisch
snow | neige | schnee
downgrade, downgraded | déclassement, déclassé, déclassée | herabstufung, downgrade
lobby, lobbies | hall d'entrée, lobby | lobby, hotelhalle, empfangshalle
signature, signatures | signature, signatures | unterschrift, unterschriften
nationality, nationalities | nationalité, nationalités | staatsangehörigkeit, nationalität
birthdate | date de naissance | geburtsdatum
surname, surnames | nom de famille | nachname, familienname
quote, quotes, quotation, quotations | devis | kostenvoranschlag, kostenvoranschläge
curfew | couvre-feu | ausgangssperre
deadline, deadlines | date limite, dates limites | frist, fristen, stichtag
seasonal | saisonnier, saisonnière, saisonniers | saisonal, saisonale, saisonbedingt
cheap, inexpensive | bon marché, pas cher | billig, günstig, preiswert
coupon, coupons | coupon, coupons, bon de réduction | coupon, coupons, rabattgutschein
bidet, bidets | bidet, bidets | bidet
curtain, curtains | rideau, rideaux | vorhang, vorhänge
lamp, lamps | lampe, lampes | lampe, lampen
mirror, mirrors | miroir, miroirs | spiegel
desk, desks | table de travail | schreibtisch, schreibtische
armchair, armchairs | fauteuil, fauteuils | sessel
sofa, sofas | sofa, sofas | sofa, sofas
table, tables | table, tables | tisch, tische
window, windows | fenêtre, fenêtres | fenster
radiator, radiators | radiateur, radiateurs | heizkörper
thermostat, thermostats | thermostat, thermostats | thermostat
loggia | loggia | loggia
mezzanine | mezzanine | mezzanin, zwischengeschoss
patio, patios | patio, patios | patio
courtyard, courtyards | cour intérieure, cours intérieures | innenhof, innenhöfe
freezer, freezers | congélateur, congélateurs | gefrierschrank, tiefkühlschrank, gefrierfach
toaster, toasters | grille-pain | toaster
hob, cooktop, hotplate | plaque de cuisson, plaques de cuisson, plaque chauffante | kochfeld, herdplatte, kochplatte
cup, cups | tasse, tasses | tasse, tassen
socket, sockets | prise électrique, prises électriques, prise de courant, prises de courant | steckdose, steckdosen
washbasin, washbasins, sink | lavabo, lavabos | waschbecken, lavabo
mattress, mattresses | matelas | matratze, matratzen
nightstand, nightstands | table de chevet, tables de chevet | nachttisch, nachttische
carpet, carpets | moquette, tapis | teppich, teppichboden
fireplace, fireplaces | cheminée, cheminées | kamin, kamine
candle, candles | bougie, bougies | kerze, kerzen
tissues | mouchoirs | taschentücher
sunscreen, sunblock, suncream | crème solaire | sonnencreme, sonnenschutzmittel
mosquito, mosquitoes, mosquitos | moustique, moustiques | mücke, mücken, stechmücke, stechmücken
stain, stains | tache, taches | fleck, flecken
detergent | lessive | waschmittel
shoeshine | cirage de chaussures, cirage | schuhputzservice, schuhputz
omelette, omelettes, omelet | omelette, omelettes | omelett, omelette
croissant, croissants | croissant, croissants | croissant, croissants, gipfeli
pancake, pancakes | pancake, pancakes | pfannkuchen, pancakes
crêpe, crêpes, crepe, crepes | crêpe, crêpes | crêpe, crêpes, palatschinken
waffle, waffles | gaufre, gaufres | waffel, waffeln
yoghurt, yogurt, yoghurts, yogurts | yaourt, yaourts, yogourt | joghurt, jogurt
honey | miel | honig
jam, jams | confiture, confitures | konfitüre, marmelade
porridge, oatmeal | porridge, bouillie d'avoine | porridge, haferbrei
smoothie, smoothies | smoothie, smoothies | smoothie, smoothies
espresso, espressos | espresso, expresso | espresso
cappuccino | cappuccino | cappuccino
prosecco | prosecco | prosecco
cider | cidre | cidre, apfelwein
whisky, whiskey | whisky | whisky
gin | gin | gin
rum | rhum | rum
vodka | vodka | wodka
liqueur, liqueurs | liqueur, liqueurs | likör, liköre
lemonade | limonade | limonade
juice, juices | jus | saft, säfte
schnapps | eau-de-vie, eaux-de-vie | schnaps, obstbrand
cognac | cognac | cognac
tisane, tisanes | tisane, tisanes | kräutertee, kräutertees
mussel, mussels | moule, moules | miesmuschel, miesmuscheln
lobster, lobsters | homard, homards | hummer
crayfish | écrevisse, écrevisses | flusskrebs, flusskrebse
prawn, prawns, shrimp, shrimps | crevette, crevettes | garnele, garnelen, crevette, crevetten
scallop, scallops | saint-jacques, coquille saint-jacques, coquilles saint-jacques | jakobsmuschel, jakobsmuscheln
octopus | poulpe | oktopus, krake
squid, calamari | calamar, calamars, calmar, encornet | kalmar, calamari
salmon | saumon | lachs
trout | truite, truites | forelle, forellen
perch | perche, filets de perche | egli, barsch
pike | brochet | hecht
tuna | thon | thunfisch
cod | cabillaud | kabeljau
veal | veau | kalbfleisch, kalb
lamb | agneau | lamm, lammfleisch
duck | canard | ente
goose | oie | gans
venison | viande de cerf, chevreuil | hirschfleisch, rehfleisch, reh
rabbit | lapin | kaninchen
steak, steaks | steak, steaks | steak, steaks
pizza, pizzas | pizza, pizzas | pizza, pizzen
pasta | pâtes | pasta, teigwaren, nudeln
risotto | risotto | risotto
stew, stews | ragoût, ragoûts | eintopf, ragout
tart, tarts | tarte, tartes | tarte, wähe
quiche | quiche | quiche
baguette, baguettes | baguette, baguettes | baguette
sugar | sucre | zucker
salt | sel | salz
pepper | poivre | pfeffer
rösti, rosti | rösti | rösti
potato, potatoes | pomme de terre, pommes de terre | kartoffel, kartoffeln, erdäpfel
mushroom, mushrooms | champignon, champignons | pilz, pilze
truffle, truffles | truffe, truffes | trüffel
asparagus | asperge, asperges | spargel
apple, apples | pomme | apfel, äpfel
biscuit, biscuits | biscuit, biscuits | keks, kekse
strudel | strudel | strudel
meringue, meringues | meringue, meringues | meringue, meringues
tapas | tapas | tapas
sushi | sushi | sushi
curry | curry | curry
charcuterie | charcuterie | aufschnitt, wurstwaren
halal | halal | halal
sugar-free | sans sucre | zuckerfrei
dairy-free | sans produits laitiers | milchfrei
pescatarian, pescetarian | pescétarien, pescétarienne | pescetarisch, pescetarier
diabetic, diabetics | diabétique, diabétiques | diabetiker, diabetisch
spicy | épicé, épicée, épicés | scharf
regional | régional, régionale, régionaux | regional, regionale
carafe, carafes | carafe, carafes | karaffe, karaffen
bistro, bistros | bistro, bistrot | bistro
pub, pubs | pub, pubs | pub, kneipe
crustaceans | crustacés | krebstiere
molluscs, mollusks | mollusques | weichtiere
sesame | sésame | sesam
celery | céleri | sellerie
mustard | moutarde | senf
soy, soya | soja | soja
lupin | lupin | lupine
sulphites, sulfites | sulfites | sulfite
garlic | ail | knoblauch
onion, onions | oignon, oignons | zwiebel, zwiebeln
olive, olives | olive, olives | olive, oliven
tomato, tomatoes | tomate, tomates | tomate, tomaten
lemon, lemons | citron, citrons | zitrone, zitronen
pretzel, pretzels | bretzel, bretzels | brezel, brezeln, breze
sauerkraut | choucroute | sauerkraut
schnitzel | escalope, schnitzel | schnitzel
goulash | goulash | gulasch
tartare | tartare | tatar
snails | escargots | schnecken
lasagne, lasagna | lasagnes, lasagne | lasagne
cheesecake | cheesecake, gâteau au fromage | käsekuchen
gingerbread | pain d'épices | lebkuchen
milkshake, milkshakes | milk-shake, milkshake | milchshake, milkshake
mocktail, mocktails | mocktail, mocktails, cocktail sans alcool | mocktail, mocktails, alkoholfreier cocktail
cereal, cereals | céréales | cerealien, frühstücksflocken
absinthe | absinthe | absinth
sorbet, sorbets | sorbet, sorbets | sorbet, sorbets
shiatsu | shiatsu | shiatsu
biosauna | biosauna, bio-sauna | biosauna
infrared | infrarouge | infrarot
tepidarium | tepidarium | tepidarium
aromatherapy | aromathérapie | aromatherapie
acupuncture | acupuncture | akupunktur
osteopathy, osteopath | ostéopathie, ostéopathe | osteopathie, osteopath
physiotherapy, physio, physiotherapist | kinésithérapie, kiné, kinésithérapeute, physiothérapie | physiotherapie, physio, physiotherapeut
meditation | méditation | meditation
qigong | qi gong, qigong | qigong
mindfulness | pleine conscience | achtsamkeit
detox | détox, détoxification | detox, entgiftung
cryotherapy | cryothérapie | kryotherapie
hydrotherapy | hydrothérapie | hydrotherapie
waxing, epilation | épilation | haarentfernung, enthaarung, waxing
makeup, make-up | maquillage | make-up, schminken
cosmetics | cosmétiques, produits cosmétiques | kosmetik, kosmetika
beautician, beauticians | esthéticienne, esthéticiennes | kosmetikerin, kosmetikerinnen
masseur, masseuse, masseurs, masseuses | masseur, masseuse, masseurs | masseur, masseurin
solarium | solarium | solarium
relaxation | détente, relaxation | entspannung
treadmill | tapis de course | laufband
padel | padel | padel
squash | squash | squash
badminton | badminton | badminton
ping-pong | ping-pong, tennis de table | tischtennis
bowling | bowling | bowling
rafting | rafting, descente en eaux vives | rafting, wildwasserrafting
zipline, ziplining, ziplines | tyrolienne, tyroliennes | seilrutsche, zipline
segway, segways | segway, gyropode, gyropodes | segway
catamaran, catamarans | catamaran, catamarans | katamaran, katamarane
yacht, yachts | yacht, yachts | yacht, jacht
helicopter, helicopters | hélicoptère, hélicoptères | hubschrauber, helikopter
pilgrimage, pilgrimages | pèlerinage, pèlerinages | wallfahrt, pilgerreise
distillery, distilleries | distillerie, distilleries | brennerei, destillerie
chocolatier, chocolatiers | chocolatier, chocolatiers, chocolaterie | chocolatier, chocolaterie, schokoladenmanufaktur
archery | tir à l'arc | bogenschießen
minigolf, mini-golf | minigolf, mini-golf | minigolf
waterpark, waterparks | parc aquatique, parcs aquatiques | wasserpark, erlebnisbad, spaßbad
birdwatching | observation des oiseaux, ornithologie | vogelbeobachtung
stargazing | observation des étoiles | sternbeobachtung
sightseeing | visites touristiques | sightseeing, besichtigung, besichtigungen
tourist, tourists | touriste, touristes | tourist, touristen, touristin
tourism | tourisme | tourismus
souvenir, souvenirs | souvenir, souvenirs | souvenir, souvenirs, andenken
instructor, instructors | moniteur, moniteurs, monitrice, monitrices | instruktor, lehrer, lehrerin
videographer, videographers | vidéaste, vidéastes | videograf, videografin
florist, florists | fleuriste, fleuristes | florist, floristin, blumenhändler
flower, flowers | fleur, fleurs | blume, blumen
music | musique | musik
musician, musicians | musicien, musiciens, musicienne | musikerin, musikanten
dj, djs | dj, disc-jockey | dj
officiant, celebrant | officiant, officiante, célébrant | trauredner, traurednerin
singer, singers | chanteur, chanteuse, chanteurs | sänger, sängerin
pianist, pianists | pianiste, pianistes | pianist, pianistin
piano, pianos | piano, pianos | klavier
magician, magicians | magicien, magicienne | zauberer, zauberin
entertainer, entertainers | animateur, animatrice, animateurs | animateur, animateurin
security | sécurité | sicherheit, sicherheitsdienst
interpreter, interpreters | interprète, interprètes | dolmetscher, dolmetscherin
translator, translators | traducteur, traductrice | übersetzer, übersetzerin
bride, brides | mariée, mariées | braut, bräute
groom, bridegroom | futur marié | bräutigam
bridesmaid, bridesmaids | demoiselle d'honneur, demoiselles d'honneur | brautjungfer, brautjungfern
witness, witnesses | témoin, témoins | trauzeuge, trauzeugin, trauzeugen
anniversary, anniversaries | anniversaire de mariage | jahrestag, hochzeitstag
christening, baptism, baptisms | baptême, baptêmes | taufe, taufen
communion | communion, première communion | kommunion, erstkommunion
workshop, workshops | atelier, ateliers | workshop, workshops
gala | gala, soirée de gala | gala, galaabend, galadinner
recital, recitals | récital, récitals | rezital, liederabend
karaoke | karaoké | karaoke
congress, congresses | congrès | kongress, kongresse
teambuilding, team-building | team building, teambuilding, cohésion d'équipe | teambuilding, teamevent
participant, participants, attendee, attendees | participant, participants, participante, participantes | teilnehmer, teilnehmerin, teilnehmende
programme, programmes, program, programs | programme, programmes | programm, programme
lectern | pupitre | rednerpult
whiteboard | tableau blanc | whiteboard
auditorium | auditorium, amphithéâtre | auditorium, hörsaal
ballroom, ballrooms | salle de bal | ballsaal, festsaal
cloakroom | vestiaire | garderobe
funeral, funerals | obsèques, funérailles | beerdigung, trauerfeier, begräbnis
cheque, cheques | chèque, chèques | scheck, schecks
contactless | sans contact | kontaktlos
valid, validity | valable, valide, validité | gültig, gültigkeit
expiry, expiration | expiration, échéance | ablaufdatum, verfallsdatum
terms | conditions générales, conditions générales de vente, cgv | agb, geschäftsbedingungen, allgemeine geschäftsbedingungen
policy, policies | politique | richtlinie, richtlinien
liability | responsabilité | haftung
privacy | vie privée, confidentialité | privatsphäre
gdpr | rgpd | dsgvo
waitlist | liste d'attente | warteliste
closure, closures | fermeture, fermetures | schließung, schliessung
maintenance | maintenance, entretien | wartung, instandhaltung
repair, repairs | réparation, réparations | reparatur, reparaturen
outage, breakdown, breakdowns | panne, pannes | panne, pannen, ausfall
electricity | électricité | strom, elektrizität
smell, odour, odor | odeur, odeurs | geruch, gerüche
nurse, nurses | infirmière, infirmier | krankenschwester, pflegekraft
ambulance | ambulance | krankenwagen, rettungswagen
police | police | polizei
asthma | asthme | asthma
illness, sickness, sick, ill | maladie, malade, malades | krankheit, krank
vaccination, vaccinations | vaccination, vaccinations | impfung, impfungen
hygiene | hygiène | hygiene
disinfectant | désinfectant | desinfektionsmittel
extinguisher, extinguishers | extincteur, extincteurs | feuerlöscher
cctv, surveillance | vidéosurveillance | videoüberwachung
storm, storms | tempête, tempêtes | sturm, stürme
thunderstorm, thunderstorms | orage, orages | gewitter
braille | braille | braille, blindenschrift
disabled, disability, disabilities | handicapé, handicapée, handicapés, handicap | behindert, behinderte, behinderung
basilica | basilique | basilika
synagogue | synagogue | synagoge
mosque | mosquée | moschee
citadel | citadelle | zitadelle
bay, bays | baie, baies | bucht, buchten
cliff, cliffs | falaise, falaises | klippe, klippen, steilküste
lagoon | lagune | lagune
peninsula | péninsule, presqu'île | halbinsel
meadow, meadows | prairie, prairies | wiese, wiesen
orchard, orchards | verger, vergers | obstgarten, obstgärten
hill, hills | colline, collines | hügel
crater | cratère | krater
cavern, caverns, grotto, grottoes | grotte, grottes | höhle, höhlen, grotte
pond, ponds | étang, étangs | teich, weiher
thermal | thermal, thermale, thermales, thermaux | thermal
fountain, fountains | fontaine, fontaines | brunnen
monument, monuments | monument, monuments | denkmal, denkmäler
sight, sights | curiosité, curiosités | sehenswürdigkeit, sehenswürdigkeiten
attraction, attractions | attraction, attractions | attraktion, attraktionen
gallery, galleries | galerie, galeries | galerie, galerien
embassy | ambassade | botschaft
kiosk | kiosque | kiosk
laundromat | laverie automatique | waschsalon
village, villages | village, villages | dorf, dörfer
treehouse | cabane dans les arbres | baumhaus
hostel, hostels | auberge de jeunesse | jugendherberge, hostel
guesthouse, guesthouses | maison d'hôtes, chambres d'hôtes | gästehaus, gästehäuser
aeroplane, airplane, aeroplanes, airplanes | avion, avions | flugzeug, flugzeuge
metro, subway | métro | u-bahn, metro
funicular | funiculaire | standseilbahn, drahtseilbahn
chairlift, chairlifts | télésiège, télésièges | sessellift, sesselbahn
e-scooter, e-scooters | trottinette électrique, trottinettes électriques | e-scooter, e-roller
vignette | vignette | vignette, autobahnvignette
platform, platforms | quai, quais | bahnsteig, gleis
helipad | héliport, hélisurface | hubschrauberlandeplatz
jetski, jet-ski | jet-ski, scooter des mers | jetski, jet-ski
waterskiing, waterski | ski nautique | wasserski
parasailing | parachute ascensionnel | parasailing
duplex | duplex | maisonette, maisonnette
panoramic, panorama | panoramique, panorama | panorama, panoramablick
spacious | spacieux, spacieuse | geräumig
cosy, cozy | douillet, douillette, cosy | gemütlich
luxury, luxurious | luxe, luxueux, luxueuse | luxus, luxuriös
broken | cassé, cassée | kaputt, defekt
cold | froid, froide | kalt
attic | mansarde, combles | dachgeschoss, mansarde
corridor, hallway | couloir, couloirs | flur, korridor
conservatory | véranda, jardin d'hiver | wintergarten
gazebo, gazebos, pavilion | gloriette | pavillon, gartenpavillon
hammock, hammocks | hamac, hamacs | hängematte, hängematten
firepit, firepits | brasero, braséro | feuerstelle, feuerschale
lawn | pelouse | rasen
bouquet, bouquets | bouquet, bouquets | blumenstrauß, blumensträuße
decoration, decorations | décoration, décorations, déco | dekoration, deko
facilities | installations, infrastructures | einrichtungen
central | central, centrale | zentral, zentrale
excluded, excluding | exclu, exclus, non compris, non inclus | nicht inbegriffen, nicht inklusive
contact | contact, contacter | kontakt, kontaktieren
order, orders | commande, commandes, commander | bestellung, bestellungen, bestellen
bird, birds | oiseau, oiseaux | vogel, vögel
tick, ticks | tique, tiques | zecke, zecken
jellyfish | méduse, méduses | qualle, quallen
binoculars | jumelles | fernglas
backpack, rucksack | sac à dos | rucksack
wetsuit, wetsuits | combinaison néoprène, combinaison de plongée | neoprenanzug, neoprenanzüge
itinerary, itineraries | itinéraire, itinéraires | reiseroute, reiseplan
heritage | patrimoine | kulturerbe
culture | culture | kultur
ballet | ballet | ballett
circus | cirque | zirkus
minor, minors | mineur, mineurs, mineure | minderjährige, minderjähriger
prohibited, forbidden | interdit, interdite, interdits | verboten
mandatory, compulsory, obligatory | obligatoire, obligatoires | obligatorisch, pflicht
optional | facultatif, facultative, en option | optional, fakultativ
paediatrician, pediatrician | pédiatre | kinderarzt, kinderärztin
medical | médical, médicale | medizinisch
insulin | insuline | insulin
app, apps | application, appli | app, apps
website, websites | site web, site internet | webseite, website, internetseite
online | en ligne | online
photocopy, photocopies | photocopie, photocopies | fotokopie, kopie, kopien
information, info | information, informations, renseignements, infos | information, informationen, auskunft, infos
message, messages | message, messages | nachricht, nachrichten
postcard, postcards | carte postale, cartes postales | postkarte, ansichtskarte
stamp, stamps | timbre, timbres | briefmarke, briefmarken
delivery, deliveries | livraison, livraisons | lieferung, zustellung
valuables | objets de valeur | wertsachen, wertgegenstände
welcome | bienvenue | willkommen
toys | jouets | spielzeug, spielsachen
football, soccer | football | fußball, fussball
volleyball | volleyball, volley-ball | volleyball
petanque, boules | pétanque | boule, pétanque
aquagym | aquagym | wassergymnastik, aquagymnastik
mountaineering | alpinisme | bergsteigen
bouldering | escalade de bloc | bouldern
hunting | chasse | jagd
chess | échecs | schach
magazine, magazines | magazine, magazines, revue | zeitschrift, zeitschriften, magazin
summit, summits | sommet, sommets | gipfel
reef, reefs | récif, récifs | riff, riffe, korallenriff
temple, temples | temple, temples | tempel
cemetery | cimetière | friedhof
observatory | observatoire | sternwarte, observatorium
stadium | stade | stadion
viewpoint | belvédère | aussichtspunkt
surfboard, surfboards | planche de surf, planches de surf | surfbrett, surfbretter
jet ski, jet skis, jetski | jet-ski, scooter des mers | jetski
water skiing, water ski, waterskiing | ski nautique | wasserski
wakeboard, wakeboarding | wakeboard | wakeboard, wakeboarden
snowmobile, snowmobiles, skidoo | motoneige, motoneiges | motorschlitten, schneemobil
ice fishing | pêche blanche, pêche sur glace | eisangeln, eisfischen
curling | curling | curling, eisstockschießen, eisstockschiessen
heli-skiing, heliskiing | héliski | heliskiing
limousine, limousines, limo | limousine, limousines | limousine, limousinen
tailor, tailors | tailleur, couturière, retouches | schneider, schneiderin, änderungsschneiderei
escape room, escape game | escape game, jeu d'évasion | escape room, escape-room
mini golf, minigolf, crazy golf | minigolf, mini-golf | minigolf
trampoline, trampolines | trampoline, trampolines | trampolin, trampoline
horse riding, horseback riding, riding lessons | équitation, balade à cheval, randonnée équestre | reiten, ausritt, reitstunde, reitstunden
darts | fléchettes | darts
pool table, billiards, snooker | billard | billard, billardtisch
waterslide, water slide, waterslides | toboggan aquatique, toboggans aquatiques | wasserrutsche, wasserrutschen
water park | parc aquatique | wasserpark, erlebnisbad, spaßbad
whale watching | observation des baleines | walbeobachtung, whale watching
hot air balloon, balloon ride, balloon flight | montgolfière, vol en montgolfière | heißluftballon, ballonfahrt
shooting range | stand de tir | schießstand, schiessstand
tattoo, tattoos | tatouage, tatouages | tattoo, tätowierung
helicopter flight, helicopter tour, helicopter ride | vol en hélicoptère, baptême en hélicoptère | hubschrauberflug, helikopterflug, rundflug
english | anglais | englisch
french | français, francais | französisch, franzoesisch
german | allemand | deutsch
italian | italien | italienisch
spanish | espagnol | spanisch
portuguese | portugais | portugiesisch
dutch | néerlandais, neerlandais | niederländisch, holländisch
russian | russe | russisch
chinese, mandarin | chinois, mandarin | chinesisch, mandarin
japanese | japonais | japanisch
arabic | arabe | arabisch
polish | polonais | polnisch
sign language | langue des signes | gebärdensprache
women, ladies, female, woman | femmes, dames, femme | frauen, damen, frau
men, gentlemen, male | hommes, messieurs | männer, herren
rooftop bar, roof bar, roof-top bar, ~bar on the roof | bar sur le toit, bar du toit, bar rooftop, bar en rooftop | dachbar, dachterrassenbar, rooftop-bar
new year's eve, new years eve, nye, 31 december, december 31, 31st december | saint-sylvestre, réveillon, réveillon du nouvel an, réveillon de la saint-sylvestre, 31 décembre | silvester, silvesterabend, silvesternacht, 31. dezember, 31 dezember
new year's day, new year | jour de l'an, nouvel an | neujahr, neujahrstag
gun, guns, firearm, firearms, weapon, weapons | arme, armes, arme à feu, armes à feu | waffe, waffen, schusswaffe, schusswaffen, gewehr, gewehre
shotgun, shotguns | fusil de chasse, fusils de chasse | flinte, flinten, schrotflinte, schrotflinten
rifle, rifles | carabine, carabines | büchse, jagdgewehr, jagdgewehre
clay shooting, clay pigeon shooting, clay pigeons, clays, skeet | ball-trap, tir aux pigeons, tir au pigeon | tontaubenschießen, tontaubenschiessen, tontauben, wurfscheibenschießen
stalking, deer stalking | chasse à l'approche, approche | pirsch, pirschjagd, pirschgang
stag, stags, red deer | cerf, cerfs | hirsch, hirsche, rothirsch
hind, hinds | biche, biches | hirschkuh, hirschkühe, alttier
roe deer, roebuck | chevreuil, chevreuils | reh, rehe, rehbock
fishing rod, fishing rods, rod, rods | canne à pêche, cannes à pêche | angelrute, angelruten, rute, ruten
deworming, worming, worm treatment, tapeworm treatment | vermifuge, vermifugation, traitement vermifuge | wurmkur, entwurmung, bandwurmbehandlung
clothes, clothing, garment, garments, ~scarf, ~jumper, ~sweater, ~pullover, ~coat, ~jacket, ~hat | vêtements, vêtement, habits, ~écharpe, ~pull, ~manteau, ~veste, ~blouson, ~chapeau | kleidung, kleidungsstücke, kleidungsstück, ~schal, ~pulli, ~jacke, ~mantel, ~mütze
jewellery, jewelry, ~necklace, ~earrings | bijoux, bijou, ~bague, ~collier, ~boucles d'oreilles | schmuck, ~halskette, ~ohrringe
spectacles, eyeglasses, sunglasses, reading glasses | lunettes, lunettes de soleil | brille, sonnenbrille, lesebrille
binoculars | jumelles | fernglas
`;

export interface LexiconEntry {
  /** Every form of the meaning, in all three languages. */
  forms: string[];
  /** The language of each form ("location" is French for rental, not the English word). */
  langs: Lang[];
  /**
   * Paraphrases a question uses for the meaning ("keep her room until 2" for a late check-out),
   * written "~" in the table: they find the meaning's forms, but are not searched for themselves
   * (documents say "late check-out"), which keeps a search's query small.
   */
  cues: string[];
}

export interface Translation {
  form: string;
  lang: Lang;
}

/** Lower case, no accents, no hyphens or apostrophes, each word roughly stemmed. */
export function lexiconKey(phrase: string): string {
  return phrase
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => stem(w.replace(/['’-]/g, '')))
    .join(' ');
}

const columns: Lang[] = ['en', 'fr', 'de'];
const entries: LexiconEntry[] = table
  .trim()
  .split('\n')
  .map((line) => {
    const forms: string[] = [];
    const langs: Lang[] = [];
    const cues: string[] = [];
    line.split('|').forEach((cell, col) => {
      for (const f of cell
        .split(',')
        .map((x) => x.trim().toLowerCase())
        .filter(Boolean)) {
        if (f.startsWith('~')) {
          cues.push(f.slice(1));
          continue;
        }
        forms.push(f);
        langs.push(columns[col] ?? 'en');
      }
    });
    return { forms, langs, cues };
  });

const byKey = new Map<string, LexiconEntry[]>();
for (const e of entries) {
  for (const f of [...e.forms, ...e.cues]) {
    const key = lexiconKey(f);
    byKey.set(key, [...(byKey.get(key) ?? []), e]);
  }
}

/** The longest phrase the lexicon knows (in words). */
export const maxPhraseWords = Math.max(...entries.flatMap((e) => [...e.forms, ...e.cues].map((f) => f.split(/\s+/).length)));

/**
 * Every form meaning the same as `phrase` (itself excluded), across the three languages. Given the
 * language the phrase is written in, only meanings it has in that language: English "chat" is no
 * cat, "see" no lake, "kind" no child; a phrase of several words it has only in another language
 * is borrowed from it.
 */
export function translations(phrase: string, lang: Lang | null = null): Translation[] {
  const key = lexiconKey(phrase);
  const all = byKey.get(key);
  const inLang = lang
    ? all?.filter((e) => e.cues.some((c) => lexiconKey(c) === key) || e.forms.some((f, i) => e.langs[i] === lang && lexiconKey(f) === key))
    : all;
  // A phrase of several words borrowed from another language ("un late checkout", "der Room
  // Service") keeps its meaning: false friends are single words.
  const found = inLang?.length || !key.includes(' ') ? inLang : all;
  if (!found?.length) return [];
  const out = new Map<string, Translation>();
  for (const e of found)
    e.forms.forEach((f, i) => {
      const k = `${f}\u0000${e.langs[i]}`;
      // Forms sharing the key but spelled otherwise ("week-end" for "weekends") are kept: their words differ.
      if (f !== phrase.toLowerCase() && !out.has(k)) out.set(k, { form: f, lang: e.langs[i]! });
    });
  return [...out.values()];
}

export function knowsPhrase(phrase: string): boolean {
  return byKey.has(lexiconKey(phrase));
}

/** The lexicon's forms sharing `phrase`'s key, with their language. */
export function formsLike(phrase: string): Translation[] {
  const key = lexiconKey(phrase);
  return (byKey.get(key) ?? []).flatMap((e) =>
    e.forms.flatMap((form, i) => (lexiconKey(form) === key ? [{ form, lang: e.langs[i]! }] : [])),
  );
}

/** Words of the lexicon's phrases ("tour" of "boat tour", "pass" of "day pass"), four letters or more. */
const phraseWords = new Set(
  entries.flatMap((e) => e.forms.filter((f) => f.includes(' ')).flatMap((f) => f.split(/\s+/).filter((w) => w.length >= 4))),
);

export function inKnownPhrase(word: string): boolean {
  return phraseWords.has(word.toLowerCase());
}
