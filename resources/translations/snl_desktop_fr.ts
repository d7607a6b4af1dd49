<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="fr">
<context>
    <name>Analysis</name>
    <message>
        <source>the analysis is for 1 to {most} players, not {players}</source>
        <translation>l’analyse porte sur 1 à {most} joueurs, pas {players}</translation>
    </message>
    <message>
        <source>the exact analysis takes boards of up to {most} squares (200×200); this one has {size}</source>
        <translation>l’analyse exacte accepte les plateaux de {most} cases au plus (200×200) ; celui-ci en a {size}</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <source>The figures are worked out for one player under these rules (Board → Properties)</source>
        <translation>Les chiffres sont calculés pour un joueur avec ces règles (Plateau → Propriétés)</translation>
    </message>
    <message>
        <source>Shortest game:</source>
        <translation>Partie la plus courte :</translation>
    </message>
    <message>
        <source>The fewest turns a game can take under these rules. A turn can hold up to three throws when a 6 throws again, so it can be fewer than the fewest throws (one die a throw) in the status bar.</source>
        <translation>Le moins de tours que peut durer une partie avec ces règles. Un tour peut compter jusqu’à trois lancers quand un 6 permet de relancer : ce nombre peut donc être inférieur au minimum de lancers (un dé par lancer) affiché dans la barre d’état.</translation>
    </message>
    <message>
        <source>Half the games end within:</source>
        <translation>La moitié des parties finissent en :</translation>
    </message>
    <message>
        <source>The median: half of one player's games have reached the goal by this turn</source>
        <translation>La médiane : la moitié des parties d’un joueur ont atteint l’arrivée à ce tour</translation>
    </message>
    <message>
        <source>90% end within:</source>
        <translation>90 % des parties finissent en :</translation>
    </message>
    <message>
        <source>Nine games in ten have reached the goal by this turn</source>
        <translation>Neuf parties sur dix ont atteint l’arrivée à ce tour</translation>
    </message>
    <message>
        <source>Never finishes:</source>
        <translation>Parties sans fin :</translation>
    </message>
    <message>
        <source>The share of games in which the token is trapped and never reaches the goal</source>
        <translation>La part des parties où le pion est piégé et n’atteint jamais l’arrivée</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Joueurs :</translation>
    </message>
    <message>
        <source>How many take turns: the seats' chances below are for them</source>
        <translation>Le nombre de joueurs qui jouent à tour de rôle : les chances par place ci-dessous valent pour eux</translation>
    </message>
    <message>
        <source>Chance of winning by seat:</source>
        <translation>Chances de gagner par place :</translation>
    </message>
    <message>
        <source>Each seat's chance of being the first to reach the goal (seat 1 throws first)</source>
        <translation>La chance de chaque place d’atteindre l’arrivée la première (la place 1 lance en premier)</translation>
    </message>
    <message>
        <source>Expected rounds:</source>
        <translation>Tours de table en moyenne :</translation>
    </message>
    <message>
        <source>How many rounds (every player once) a game lasts on average until somebody wins</source>
        <translation>Le nombre moyen de tours de table (chaque joueur joue une fois) que dure une partie avant que quelqu’un gagne</translation>
    </message>
    <message>
        <source>Finished within (turns):</source>
        <translation>Finie en (tours) :</translation>
    </message>
    <message>
        <source>The chance that one player has reached the goal within this many turns</source>
        <translation>La chance qu’un joueur ait atteint l’arrivée en ce nombre de tours au plus</translation>
    </message>
    <message>
        <source>Show the most likely path on the board</source>
        <translation>Montrer le chemin le plus probable sur le plateau</translation>
    </message>
    <message>
        <source>The turns one player's game follows more often than any other, from the start to the goal</source>
        <translation>Le déroulement tour par tour le plus fréquent pour la partie d’un joueur, du départ à l’arrivée</translation>
    </message>
    <message>
        <source>Rules: {rules}</source>
        <translation>Règles : {rules}</translation>
    </message>
    <message numerus="yes">
        <source>boards of up to %n squares are analysed</source>
        <translation>
            <numerusform>les plateaux de %n case au plus sont analysés</numerusform>
            <numerusform>les plateaux de %n cases au plus sont analysés</numerusform>
        </translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Analyse…</translation>
    </message>
    <message>
        <source>Analysing… {percent}</source>
        <translation>Analyse… {percent}</translation>
    </message>
    <message>
        <source>the analysis failed ({error}); the details are in the log</source>
        <translation>l’analyse a échoué ({error}) ; les détails sont dans le journal</translation>
    </message>
    <message>
        <source>No analysis: {why}</source>
        <translation>Pas d’analyse : {why}</translation>
    </message>
    <message>
        <source>Not worked out: {why}.</source>
        <translation>Non calculé : {why}.</translation>
    </message>
    <message>
        <source>No path reaches the goal.</source>
        <translation>Aucun chemin n’atteint l’arrivée.</translation>
    </message>
    <message numerus="yes">
        <source>Most likely path, %n turn(s): {route}; a game follows it exactly {chance} of the time.</source>
        <translation>
            <numerusform>Chemin le plus probable, %n tour : {route} ; une partie le suit exactement dans {chance} des cas.</numerusform>
            <numerusform>Chemin le plus probable, %n tours : {route} ; une partie le suit exactement dans {chance} des cas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not worked out: a game can fail to finish (a token can be stuck for ever).</source>
        <translation>Non calculé : une partie peut ne jamais finir (un pion peut rester bloqué pour toujours).</translation>
    </message>
    <message numerus="yes">
        <source>Not worked out: the board has more than %n squares.</source>
        <translation>
            <numerusform>Non calculé : le plateau a plus de %n case.</numerusform>
            <numerusform>Non calculé : le plateau a plus de %n cases.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not worked out: the games are too long to count.</source>
        <translation>Non calculé : les parties sont trop longues pour être comptées.</translation>
    </message>
</context>
<context>
    <name>Animals</name>
    <message>
        <source>Cat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <source>Dog</source>
        <translation>Chien</translation>
    </message>
    <message>
        <source>Rabbit</source>
        <translation>Lapin</translation>
    </message>
    <message>
        <source>Elephant</source>
        <translation>Éléphant</translation>
    </message>
    <message>
        <source>Lion</source>
        <translation>Lion</translation>
    </message>
    <message>
        <source>Owl</source>
        <translation>Hibou</translation>
    </message>
    <message>
        <source>Fish</source>
        <translation>Poisson</translation>
    </message>
    <message>
        <source>Turtle</source>
        <translation>Tortue</translation>
    </message>
    <message>
        <source>Frog</source>
        <translation>Grenouille</translation>
    </message>
    <message>
        <source>Bear</source>
        <translation>Ours</translation>
    </message>
</context>
<context>
    <name>Animation</name>
    <message>
        <source>cannot make a {format} animation: choose GIF or APNG</source>
        <translation>impossible de créer une animation {format} : choisissez GIF ou APNG</translation>
    </message>
    <message>
        <source>cannot write an animation to {suffix}: use .gif, .png or .apng</source>
        <translation>impossible d’écrire une animation en {suffix} : utilisez .gif, .png ou .apng</translation>
    </message>
    <message>
        <source>cannot write an animation to a file with no extension: use .gif, .png or .apng</source>
        <translation>impossible d’écrire une animation dans un fichier sans extension : utilisez .gif, .png ou .apng</translation>
    </message>
    <message>
        <source>no step size {step}: choose throw, square or depth</source>
        <translation>taille d’étape {step} inconnue : choisissez throw, square ou depth</translation>
    </message>
    <message>
        <source>an animation is {least} to {most} pixels on its longer side, not {size}</source>
        <translation>une animation mesure de {least} à {most} pixels sur son grand côté, pas {size}</translation>
    </message>
    <message>
        <source>an animation plays {least} to {most} frames a second, not {fps}</source>
        <translation>une animation passe de {least} à {most} images par seconde, pas {fps}</translation>
    </message>
    <message>
        <source>a {rows}×{cols} board is too large to animate (at most {most} squares, 50×50): export the current frame as a PNG instead</source>
        <translation>un plateau de {rows}×{cols} est trop grand pour être animé ({most} cases au plus, 50×50) : exportez plutôt l’image actuelle en PNG</translation>
    </message>
    <message>
        <source>nothing to animate: the range holds no step of the search</source>
        <translation>rien à animer : l’intervalle ne contient aucune étape du parcours</translation>
    </message>
    <message>
        <source>{frames} at {step} a step; an animation holds at most {most}: choose a larger step (one square or one depth)</source>
        <translation>{frames} (étape : {step}) ; une animation en contient au plus {most} : choisissez une étape plus grande (une case ou une profondeur)</translation>
    </message>
    <message>
        <source>{frames} of up to {size}×{size} pixels are too many to hold at once: choose a smaller size or a larger step</source>
        <translation>{frames} d’au plus {size}×{size} pixels, c’est trop pour les garder toutes en mémoire : choisissez une taille plus petite ou une étape plus grande</translation>
    </message>
    <message>
        <source>cannot export a frame to .{suffix}: use .png or .svg</source>
        <translation>impossible d’exporter une image en .{suffix} : utilisez .png ou .svg</translation>
    </message>
    <message>
        <source>cannot export a frame to a file with no extension: use .png or .svg</source>
        <translation>impossible d’exporter une image dans un fichier sans extension : utilisez .png ou .svg</translation>
    </message>
    <message>
        <source>a {rows}×{cols} board is too large to show the search</source>
        <translation>un plateau de {rows}×{cols} est trop grand pour montrer le parcours</translation>
    </message>
    <message>
        <source>Breadth-first search</source>
        <translation>Parcours en largeur</translation>
    </message>
</context>
<context>
    <name>AnimationDialog</name>
    <message>
        <source>Export Animation</source>
        <translation>Exporter l’animation</translation>
    </message>
    <message>
        <source>Animated GIF (plays everywhere)</source>
        <translation>GIF animé (lu partout)</translation>
    </message>
    <message>
        <source>Animated PNG (APNG, smaller)</source>
        <translation>PNG animé (APNG, plus léger)</translation>
    </message>
    <message>
        <source>This step as a PNG picture</source>
        <translation>Cette étape en image PNG</translation>
    </message>
    <message>
        <source>This step as an SVG drawing</source>
        <translation>Cette étape en dessin SVG</translation>
    </message>
    <message>
        <source>{board} — search</source>
        <translation>{board} — parcours</translation>
    </message>
    <message>
        <source>search</source>
        <translation>parcours</translation>
    </message>
    <message>
        <source>Animated GIF (*.gif)</source>
        <translation>GIF animé (*.gif)</translation>
    </message>
    <message>
        <source>Animated PNG (*.png *.apng)</source>
        <translation>PNG animé (*.png *.apng)</translation>
    </message>
    <message>
        <source>PNG picture (*.png)</source>
        <translation>Image PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>Dessin SVG (*.svg)</translation>
    </message>
    <message>
        <source>The whole search</source>
        <translation>Tout le parcours</translation>
    </message>
    <message>
        <source>From the start to the current step ({position} of {total})</source>
        <translation>Du début à l’étape actuelle ({position} sur {total})</translation>
    </message>
    <message>
        <source> frames a second</source>
        <translation> images/s</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>The longer side of the board (the caption adds a strip under it)</source>
        <translation>Le grand côté du plateau (la légende ajoute une bande en dessous)</translation>
    </message>
    <message>
        <source>Step, what it did and the queue under the board</source>
        <translation>L’étape, ce qu’elle a fait et la file, sous le plateau</translation>
    </message>
    <message>
        <source>A caption strip in every frame, sized to the picture</source>
        <translation>Une bande de légende dans chaque image, à la taille de l’image</translation>
    </message>
    <message>
        <source>Export:</source>
        <translation>Exporter :</translation>
    </message>
    <message>
        <source>Range:</source>
        <translation>Étendue :</translation>
    </message>
    <message>
        <source>One frame a step of:</source>
        <translation>Une image par étape de :</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Vitesse :</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Taille :</translation>
    </message>
    <message>
        <source>Caption:</source>
        <translation>Légende :</translation>
    </message>
    <message>
        <source>One picture of the search at step {position} of {total}</source>
        <translation>Une image du parcours à l’étape {position} sur {total}</translation>
    </message>
    <message>
        <source>Saved {name}: the search at step {position}</source>
        <translation>{name} enregistré : le parcours à l’étape {position}</translation>
    </message>
    <message>
        <source>Drawing the search…</source>
        <translation>Dessin du parcours…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Saved {name}: {length}, {size} KB</source>
        <translation>{name} enregistré : {length}, {size} KB</translation>
    </message>
    <message>
        <source>Export cancelled: {name} was not written</source>
        <translation>Export annulé : {name} n’a pas été écrit</translation>
    </message>
    <message>
        <source>{name} could not be saved: {reason}. Nothing was changed.</source>
        <translation>Impossible d’enregistrer {name} : {reason}. Rien n’a été modifié.</translation>
    </message>
</context>
<context>
    <name>Announcements</name>
    <message>
        <source>. </source>
        <translation>. </translation>
    </message>
</context>
<context>
    <name>Argparse</name>
    <message>
        <source>usage: </source>
        <translation>utilisation : </translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>arguments positionnels</translation>
    </message>
    <message>
        <source>options</source>
        <translation>options</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>afficher cette aide et quitter</translation>
    </message>
    <message>
        <source>show program's version number and exit</source>
        <translation>afficher le numéro de version du programme et quitter</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>argument %(argument_name)s : %(message)s</translation>
    </message>
    <message>
        <source>can't open '%(filename)s': %(error)s</source>
        <translation>impossible d’ouvrir « %(filename)s » : %(error)s</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>arguments non reconnus : %s</translation>
    </message>
    <message>
        <source>not allowed with argument %s</source>
        <translation>non autorisé avec l’argument %s</translation>
    </message>
    <message>
        <source>ignored explicit argument %r</source>
        <translation>argument explicite %r ignoré</translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation>les arguments suivants sont obligatoires : %s</translation>
    </message>
    <message>
        <source>one of the arguments %s is required</source>
        <translation>l’un des arguments %s est obligatoire</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>un argument attendu</translation>
    </message>
    <message>
        <source>expected at most one argument</source>
        <translation>au plus un argument attendu</translation>
    </message>
    <message>
        <source>expected at least one argument</source>
        <translation>au moins un argument attendu</translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>option ambiguë : %(option)s peut correspondre à %(matches)s</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>valeur %(type)s non valide : %(value)r</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>choix non valide : %(value)r (choisissez parmi %(choices)s)</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>cannot lock the autosave folder {folder} (error {code})</source>
        <translation>impossible de verrouiller le dossier de sauvegarde automatique {folder} (erreur {code})</translation>
    </message>
</context>
<context>
    <name>Autosaver</name>
    <message>
        <source>Autosave failed: {why}. Save your work to keep it.</source>
        <translation>La sauvegarde automatique a échoué : {why}. Enregistrez votre travail pour le conserver.</translation>
    </message>
</context>
<context>
    <name>BfsCode</name>
    <message>
        <source>Start: square {square} is at distance 0 and waits in the queue.</source>
        <translation>Départ : la case {square} est à distance 0 et attend dans la file.</translation>
    </message>
    <message>
        <source>The queue is empty and the goal was never found: there is no route.</source>
        <translation>La file est vide et l’arrivée n’a jamais été trouvée : il n’y a pas de chemin.</translation>
    </message>
    <message>
        <source>The queue is empty. The parent links back from the goal give the route {route}.</source>
        <translation>La file est vide. En remontant les parents depuis l’arrivée, on obtient le chemin {route}.</translation>
    </message>
    <message>
        <source>Square {square} is the goal: no throws from there.</source>
        <translation>La case {square} est l’arrivée : aucun lancer à partir de là.</translation>
    </message>
    <message>
        <source>The function has returned {distance}: the goal, square {square}, left the queue. (The full search goes on to find every square's distance.)</source>
        <translation>La fonction a renvoyé {distance} : l’arrivée, la case {square}, est sortie de la file. (Le parcours complet continue pour trouver la distance de chaque case.)</translation>
    </message>
    <message>
        <source>Take square {square} from the front of the queue (distance {distance}).</source>
        <translation>On retire la case {square} de la tête de la file (distance {distance}).</translation>
    </message>
    <message>
        <source>Throw {face} from square {square}: only a 6 brings the token on the board. Not allowed.</source>
        <translation>Le lancer {face} depuis la case {square} : seul un 6 fait entrer le pion sur le plateau. Interdit.</translation>
    </message>
    <message>
        <source>Throw {face} from square {square} would pass the goal: not allowed.</source>
        <translation>Le lancer {face} depuis la case {square} dépasserait l’arrivée : interdit.</translation>
    </message>
    <message>
        <source>Throw {face} from square {square} rests on {rest} (lands on {landed}, {jump}): already found, at distance {distance}.</source>
        <translation>Le lancer {face} depuis la case {square} s’arrête sur {rest} (tombe sur {landed}, {jump}) : déjà trouvée, à distance {distance}.</translation>
    </message>
    <message>
        <source>Throw {face} from square {square} rests on {rest}: already found, at distance {distance}.</source>
        <translation>Le lancer {face} depuis la case {square} s’arrête sur {rest} : déjà trouvée, à distance {distance}.</translation>
    </message>
    <message>
        <source>Throw {face} from square {square} rests on {rest} (lands on {landed}, {jump}): new! Distance {distance}, parent {square}, to the back of the queue.</source>
        <translation>Le lancer {face} depuis la case {square} s’arrête sur {rest} (tombe sur {landed}, {jump}) : nouvelle ! Distance {distance}, parent {square}, en fin de file.</translation>
    </message>
    <message>
        <source>Throw {face} from square {square} rests on {rest}: new! Distance {distance}, parent {square}, to the back of the queue.</source>
        <translation>Le lancer {face} depuis la case {square} s’arrête sur {rest} : nouvelle ! Distance {distance}, parent {square}, en fin de file.</translation>
    </message>
</context>
<context>
    <name>BigDie</name>
    <message>
        <source>Click the die to throw it (or press Space)</source>
        <translation>Cliquez sur le dé pour le lancer (ou appuyez sur Espace)</translation>
    </message>
    <message>
        <source>The die, showing {face}</source>
        <translation>Le dé, qui montre {face}</translation>
    </message>
    <message>
        <source>The die</source>
        <translation>Le dé</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>{place}: a jump cannot start on the last square</source>
        <translation>{place} : un saut ne peut pas partir de la dernière case</translation>
    </message>
    <message>
        <source>{place}: {value} is not a whole number</source>
        <translation>{place} : {value} n’est pas un nombre entier</translation>
    </message>
    <message>
        <source>row {row} must be a list of numbers, not {type}</source>
        <translation>la ligne {row} doit être une liste de nombres, pas {type}</translation>
    </message>
    <message>
        <source>jump {start} → {end}: squares must be whole numbers</source>
        <translation>saut {start} → {end} : les cases doivent être des nombres entiers</translation>
    </message>
    <message>
        <source>a jump starts on square {square}, outside the board (1..{size})</source>
        <translation>un saut part de la case {square}, hors du plateau (1..{size})</translation>
    </message>
    <message>
        <source>{place}: the jump ends on square {end}, outside the board (1..{size})</source>
        <translation>{place} : le saut finit sur la case {end}, hors du plateau (1..{size})</translation>
    </message>
    <message>
        <source>square {square} is not on the board (1..{size})</source>
        <translation>la case {square} n’est pas sur le plateau (1..{size})</translation>
    </message>
    <message>
        <source>row {row}, column {col} is not on the {rows}×{cols} board</source>
        <translation>la ligne {row}, colonne {col}, est hors du plateau de {rows}×{cols}</translation>
    </message>
    <message>
        <source>{problem} (and more problems)</source>
        <translation>{problem} (et d’autres problèmes)</translation>
    </message>
    <message>
        <source>ladder {start}→{end} does not go up</source>
        <translation>l’échelle {start}→{end} ne monte pas</translation>
    </message>
    <message>
        <source>snake {start}→{end} does not go down</source>
        <translation>le serpent {start}→{end} ne descend pas</translation>
    </message>
    <message>
        <source>square {square} starts two jumps ({square}→{first} and {square}→{second})</source>
        <translation>la case {square} est le départ de deux sauts ({square}→{first} et {square}→{second})</translation>
    </message>
    <message>
        <source>{cells} cells cannot be laid out as a board of {low} to {high} rows and columns; give rows and cols that multiply to the number of cells</source>
        <translation>{cells} cellules ne peuvent pas former un plateau de {low} à {high} lignes et colonnes ; donnez des valeurs rows et cols dont le produit est le nombre de cellules</translation>
    </message>
    <message>
        <source>the move array must be a list of cells, not {type}</source>
        <translation>le tableau move doit être une liste de cellules, pas {type}</translation>
    </message>
    <message>
        <source>the move array has {cells} cells; it needs 1 to {most}</source>
        <translation>le tableau move a {cells} cellules ; il en faut de 1 à {most}</translation>
    </message>
    <message>
        <source>cell {cell}: {value} is not a whole number</source>
        <translation>cellule {cell} : {value} n’est pas un nombre entier</translation>
    </message>
    <message>
        <source>cell {cell}: {value} is neither -1 nor a cell 0..{last}</source>
        <translation>cellule {cell} : {value} n’est ni -1 ni une cellule 0..{last}</translation>
    </message>
    <message>
        <source>cell {cell}: a jump cannot start on the last cell</source>
        <translation>cellule {cell} : un saut ne peut pas partir de la dernière cellule</translation>
    </message>
    <message>
        <source>ladder {item}: expected two square numbers like "17,7" (digits 0-9 and one comma, no spaces)</source>
        <translation>échelle {item} : deux numéros de case attendus, comme "17,7" (chiffres 0-9 et une virgule, sans espace)</translation>
    </message>
    <message>
        <source>snake {item}: expected two square numbers like "17,7" (digits 0-9 and one comma, no spaces)</source>
        <translation>serpent {item} : deux numéros de case attendus, comme "17,7" (chiffres 0-9 et une virgule, sans espace)</translation>
    </message>
    <message>
        <source>ladder {item}: expected two square numbers like "17,7"</source>
        <translation>échelle {item} : deux numéros de case attendus, comme "17,7"</translation>
    </message>
    <message>
        <source>snake {item}: expected two square numbers like "17,7"</source>
        <translation>serpent {item} : deux numéros de case attendus, comme "17,7"</translation>
    </message>
    <message>
        <source>the matrix must be a list of rows, not {type}</source>
        <translation>la matrice doit être une liste de lignes, pas {type}</translation>
    </message>
    <message>
        <source>the matrix has {rows} rows; it needs {low} to {high}</source>
        <translation>la matrice a {rows} lignes ; il en faut de {low} à {high}</translation>
    </message>
    <message>
        <source>row 0 has {cols} columns; a board needs {low} to {high}</source>
        <translation>la ligne 0 a {cols} colonnes ; un plateau en demande de {low} à {high}</translation>
    </message>
    <message>
        <source>row {row} (squares {low}–{high}) has {count} columns, row 0 has {cols}: the matrix must be rectangular</source>
        <translation>la ligne {row} (cases {low}–{high}) a {count} colonnes, la ligne 0 en a {cols} : la matrice doit être rectangulaire</translation>
    </message>
    <message>
        <source>{place}: {value} is neither -1 nor a square 1..{size}</source>
        <translation>{place} : {value} n’est ni -1 ni une case 1..{size}</translation>
    </message>
    <message>
        <source>{name} must be a whole number, not {value}</source>
        <translation>{name} doit être un nombre entier, pas {value}</translation>
    </message>
    <message>
        <source>{name} must be between {low} and {high}, not {value}</source>
        <translation>{name} doit être entre {low} et {high}, pas {value}</translation>
    </message>
    <message>
        <source>square {square} (row {row}, column {col})</source>
        <translation>case {square} (ligne {row}, colonne {col})</translation>
    </message>
    <message>
        <source>row {row}, column {col} (square {square})</source>
        <translation>ligne {row}, colonne {col} (case {square})</translation>
    </message>
    <message>
        <source>{rows}×{cols}</source>
        <translation>{rows}×{cols}</translation>
    </message>
    <message>
        <source>{size}, {snakes}, {ladders}</source>
        <translation>{size}, {snakes}, {ladders}</translation>
    </message>
</context>
<context>
    <name>BoardActions</name>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Nouveau…</translation>
    </message>
    <message>
        <source>Start a new board</source>
        <translation>Commencer un nouveau plateau</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open a board file</source>
        <translation>Ouvrir un fichier de plateau</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save the board</source>
        <translation>Enregistrer le plateau</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>Save under another name</source>
        <translation>Enregistrer sous un autre nom</translation>
    </message>
    <message>
        <source>&amp;Revert</source>
        <translation>&amp;Recharger</translation>
    </message>
    <message>
        <source>Reload the board from its file</source>
        <translation>Recharger le plateau depuis son fichier</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importer…</translation>
    </message>
    <message>
        <source>Open a bare matrix, snakes/ladders lists or a linear move array</source>
        <translation>Ouvrir une matrice seule, des listes de serpents et d’échelles ou un tableau move linéaire</translation>
    </message>
    <message>
        <source>Export as PNG…</source>
        <translation>Exporter en PNG…</translation>
    </message>
    <message>
        <source>Export as SVG…</source>
        <translation>Exporter en SVG…</translation>
    </message>
    <message>
        <source>Export as PDF…</source>
        <translation>Exporter en PDF…</translation>
    </message>
    <message>
        <source>Export Matrix as CSV…</source>
        <translation>Exporter la matrice en CSV…</translation>
    </message>
    <message>
        <source>For a spreadsheet</source>
        <translation>Pour un tableur</translation>
    </message>
    <message>
        <source>Export Matrix as TSV…</source>
        <translation>Exporter la matrice en TSV…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>Im&amp;primer…</translation>
    </message>
    <message>
        <source>Print the board</source>
        <translation>Imprimer le plateau</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>Remove the selected snake or ladder</source>
        <translation>Supprimer la sélection (serpent ou échelle)</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>À &amp;propos</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <source>Every key</source>
        <translation>Toutes les touches</translation>
    </message>
    <message>
        <source>&amp;Properties…</source>
        <translation>&amp;Propriétés…</translation>
    </message>
    <message>
        <source>The board's name, description and house rules</source>
        <translation>Le nom du plateau, sa description et ses règles maison</translation>
    </message>
    <message>
        <source>&amp;Generate…</source>
        <translation>&amp;Générer…</translation>
    </message>
    <message>
        <source>A random board with the snakes, ladders and targets you choose</source>
        <translation>Un plateau aléatoire avec les serpents, les échelles et les objectifs de votre choix</translation>
    </message>
    <message>
        <source>&amp;Tune…</source>
        <translation>A&amp;juster…</translation>
    </message>
    <message>
        <source>Move as few snakes and ladders as it takes to meet your targets</source>
        <translation>Déplacer le moins de serpents et d’échelles possible pour atteindre vos objectifs</translation>
    </message>
    <message>
        <source>&amp;Compare With…</source>
        <translation>&amp;Comparer avec…</translation>
    </message>
    <message>
        <source>This board's figures beside another board's</source>
        <translation>Les chiffres de ce plateau à côté de ceux d’un autre</translation>
    </message>
</context>
<context>
    <name>BoardCounts</name>
    <message numerus="yes">
        <source>%n snake(s)</source>
        <translation>
            <numerusform>%n serpent</numerusform>
            <numerusform>%n serpents</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ladder(s)</source>
        <translation>
            <numerusform>%n échelle</numerusform>
            <numerusform>%n échelles</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardDocument</name>
    <message>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <source>Rules: {rules}</source>
        <translation>Règles : {rules}</translation>
    </message>
    <message>
        <source>Name “{name}”</source>
        <translation>Nommer « {name} »</translation>
    </message>
    <message>
        <source>Remove the name</source>
        <translation>Retirer le nom</translation>
    </message>
    <message>
        <source>Change a look</source>
        <translation>Changer une apparence</translation>
    </message>
    <message>
        <source>Change the description</source>
        <translation>Changer la description</translation>
    </message>
    <message>
        <source>Opened {file}</source>
        <translation>Ouverture de {file}</translation>
    </message>
    <message>
        <source>Board “{name}”</source>
        <translation>Plateau « {name} »</translation>
    </message>
    <message>
        <source>New board</source>
        <translation>Nouveau plateau</translation>
    </message>
</context>
<context>
    <name>BoardFile</name>
    <message>
        <source>the file is larger than {size} MB</source>
        <translation>le fichier dépasse {size} Mo</translation>
    </message>
    <message>
        <source>not a board: expected a JSON object or a matrix, found {type}</source>
        <translation>ce n’est pas un plateau : un objet JSON ou une matrice était attendu, pas {type}</translation>
    </message>
    <message>
        <source>not a board file: format is {found}, expected {expected}</source>
        <translation>ce n’est pas un fichier de plateau : son format est {found} au lieu de {expected}</translation>
    </message>
    <message>
        <source>the board file has no valid 'version'</source>
        <translation>le fichier de plateau n’a pas de 'version' valide</translation>
    </message>
    <message>
        <source>the board file is version {version}; this app reads version {supported}: please update Snakes &amp; Ladders Studio</source>
        <translation>le fichier de plateau est en version {version} ; cette application lit la version {supported} : veuillez mettre à jour Snakes &amp; Ladders Studio</translation>
    </message>
    <message>
        <source>the matrix is {rows}×{cols} but the file says {file_rows}×{file_cols}</source>
        <translation>la matrice fait {rows}×{cols} mais le fichier indique {file_rows}×{file_cols}</translation>
    </message>
    <message>
        <source>the matrix has {count} rows but the file says rows {said}</source>
        <translation>la matrice a {count} lignes mais le fichier indique rows {said}</translation>
    </message>
    <message>
        <source>the matrix has {count} columns but the file says cols {said}</source>
        <translation>la matrice a {count} colonnes mais le fichier indique cols {said}</translation>
    </message>
    <message>
        <source>'{key}' must be a list like ["17,7"], not {type}</source>
        <translation>'{key}' doit être une liste comme ["17,7"], pas {type}</translation>
    </message>
    <message>
        <source>not a board: the JSON object has none of 'format', 'matrix', 'snakes', 'ladders', 'move'</source>
        <translation>ce n’est pas un plateau : l’objet JSON n’a aucune des clés 'format', 'matrix', 'snakes', 'ladders', 'move'</translation>
    </message>
    <message>
        <source>the board's 'name' must be text</source>
        <translation>le 'name' du plateau doit être du texte</translation>
    </message>
    <message>
        <source>the board's 'description' must be text</source>
        <translation>la 'description' du plateau doit être du texte</translation>
    </message>
    <message>
        <source>the board's description is longer than {most} characters</source>
        <translation>la description du plateau dépasse {most} caractères</translation>
    </message>
    <message>
        <source>{problem} (and {more} more)</source>
        <translation>{problem} (et {more} autres)</translation>
    </message>
</context>
<context>
    <name>BoardKeys</name>
    <message>
        <source>Square {square}, ladder to {end}</source>
        <translation>Case {square}, échelle vers {end}</translation>
    </message>
    <message>
        <source>Square {square}, snake to {end}</source>
        <translation>Case {square}, serpent vers {end}</translation>
    </message>
    <message>
        <source>Square {square}, where the jump from {starts} ends</source>
        <translation>Case {square}, où finit le saut parti de {starts}</translation>
    </message>
    <message>
        <source>Square {square}</source>
        <translation>Case {square}</translation>
    </message>
    <message>
        <source>{words}, the start</source>
        <translation>{words}, le départ</translation>
    </message>
    <message>
        <source>{words}, the goal</source>
        <translation>{words}, l’arrivée</translation>
    </message>
    <message>
        <source>From square {square}: the arrows choose the other end, Enter places it, Esc drops it</source>
        <translation>Depuis la case {square} : les flèches choisissent l’autre bout, Enter le pose, Échap l’abandonne</translation>
    </message>
</context>
<context>
    <name>BoardPicture</name>
    <message>
        <source>START</source>
        <translation>DÉPART</translation>
    </message>
    <message>
        <source>GOAL</source>
        <translation>ARRIVÉE</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <source>The board is locked during a game: end the game to edit it.</source>
        <translation>Le plateau est verrouillé pendant une partie : terminez la partie pour le modifier.</translation>
    </message>
    <message>
        <source>dropped off the board: nothing changed</source>
        <translation>lâché hors du plateau : rien n’a changé</translation>
    </message>
    <message>
        <source>To place a ladder, drag from the bottom square to the top square.</source>
        <translation>Pour poser une échelle, faites-la glisser de la case du bas à la case du haut.</translation>
    </message>
    <message>
        <source>To place a snake, drag from the head to the tail.</source>
        <translation>Pour poser un serpent, faites-le glisser de la tête à la queue.</translation>
    </message>
    <message>
        <source>release to move the ladder {start} → {end}</source>
        <translation>relâchez pour déplacer l’échelle en {start} → {end}</translation>
    </message>
    <message>
        <source>release to move the snake {start} → {end}</source>
        <translation>relâchez pour déplacer le serpent en {start} → {end}</translation>
    </message>
    <message>
        <source>release to place a ladder {start} → {end}</source>
        <translation>relâchez pour poser une échelle {start} → {end}</translation>
    </message>
    <message>
        <source>release to place a snake {start} → {end}</source>
        <translation>relâchez pour poser un serpent {start} → {end}</translation>
    </message>
    <message>
        <source>release on a square of the board</source>
        <translation>relâchez sur une case du plateau</translation>
    </message>
    <message>
        <source>drag to another square</source>
        <translation>faites glisser vers une autre case</translation>
    </message>
    <message>
        <source>cannot drop here: {reason}</source>
        <translation>impossible de déposer ici : {reason}</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>The board</source>
        <translation>Le plateau</translation>
    </message>
    <message>
        <source>Arrow keys move a square cursor; in the Design room L or S starts a ladder or a snake there</source>
        <translation>Les flèches déplacent un curseur de case ; dans l’espace Créer, L ou S y commence une échelle ou un serpent</translation>
    </message>
</context>
<context>
    <name>Check</name>
    <message>
        <source>board: {value}</source>
        <translation>board : {value}</translation>
    </message>
    <message>
        <source>move: {value}</source>
        <translation>move : {value}</translation>
    </message>
    <message>
        <source>cannot start Python to run the code: {reason}</source>
        <translation>impossible de lancer Python pour exécuter le code : {reason}</translation>
    </message>
    <message>
        <source>syntax error on line {line}: {problem}</source>
        <translation>erreur de syntaxe à la ligne {line} : {problem}</translation>
    </message>
    <message>
        <source>the code cannot be compiled: {problem}</source>
        <translation>le code ne peut pas être compilé : {problem}</translation>
    </message>
    <message>
        <source>no function to check: define snakesAndLadders(board) (in class Solution, or on its own), snakes_and_ladders(board), getMinDiceThrows(move, n) or minThrow(N, arr); the code defines: {defined}</source>
        <translation>aucune fonction à vérifier : définissez snakesAndLadders(board) (dans la classe Solution ou seule), snakes_and_ladders(board), getMinDiceThrows(move, n) ou minThrow(N, arr) ; le code définit : {defined}</translation>
    </message>
    <message>
        <source>{name} takes {count} arguments; it should take the board (or the move array and its length)</source>
        <translation>la fonction {name} prend {count} arguments ; elle devrait prendre le plateau (ou le tableau move et sa longueur)</translation>
    </message>
    <message>
        <source>the code ran out of memory while it was loaded</source>
        <translation>le code a manqué de mémoire pendant son chargement</translation>
    </message>
    <message>
        <source>the code raised {error} on line {line} while it was loaded: {message}</source>
        <translation>le code a levé {error} à la ligne {line} pendant son chargement : {message}</translation>
    </message>
    <message>
        <source>the code did not finish loading within {seconds} s (an endless loop?)</source>
        <translation>le code n’a pas fini de se charger en {seconds} s (une boucle infinie ?)</translation>
    </message>
    <message>
        <source>the code wrote to the check's own channel while it was loaded</source>
        <translation>le code a écrit dans le canal réservé à la vérification pendant son chargement</translation>
    </message>
    <message>
        <source>the Python process stopped while loading the code (exit code {code})</source>
        <translation>le processus Python s’est arrêté pendant le chargement du code (code de sortie {code})</translation>
    </message>
    <message>
        <source>this system gives no sandbox for students' code (Linux 5.13 or newer has one)</source>
        <translation>ce système n’offre pas de bac à sable pour le code des élèves (Linux 5.13 ou plus récent en a un)</translation>
    </message>
    <message>
        <source>this system has no libseccomp (the libseccomp2 package), which keeps students' code off the network and away from other programs</source>
        <translation>ce système n’a pas libseccomp (le paquet libseccomp2), qui tient le code des élèves à l’écart du réseau et des autres programmes</translation>
    </message>
    <message>
        <source>this system's kernel has no Landlock (Linux 5.13 or newer), which keeps students' code away from your files</source>
        <translation>le noyau de ce système n’a pas Landlock (Linux 5.13 ou plus récent), qui tient le code des élèves à l’écart de vos fichiers</translation>
    </message>
    <message>
        <source>the code was not run: {reason}</source>
        <translation>le code n’a pas été exécuté : {reason}</translation>
    </message>
    <message>
        <source>this is a folder, not a Python file</source>
        <translation>c’est un dossier, pas un fichier Python</translation>
    </message>
    <message>
        <source>this is not a regular file (a pipe or a device?)</source>
        <translation>ce n’est pas un fichier ordinaire (un tube ou un périphérique ?)</translation>
    </message>
    <message>
        <source>the file is {size} KB; a solution is at most {most} KB</source>
        <translation>le fichier fait {size} KB ; une solution fait au plus {most} KB</translation>
    </message>
    <message>
        <source>cannot read the file: {reason}</source>
        <translation>impossible de lire le fichier : {reason}</translation>
    </message>
    <message>
        <source>this is not Python source: byte {offset} is not UTF-8 text</source>
        <translation>ce n’est pas du code source Python : l’octet {offset} n’est pas du texte UTF-8</translation>
    </message>
    <message>
        <source>this is not Python source: it holds a NUL character</source>
        <translation>ce n’est pas du code source Python : il contient un caractère NUL</translation>
    </message>
    <message>
        <source>the check itself failed to give board {number} to the code ({reason}); this is not your code's fault</source>
        <translation>la vérification elle-même n’a pas pu donner le plateau {number} au code ({reason}) ; votre code n’y est pour rien</translation>
    </message>
    <message numerus="yes">
        <source>All %n board(s) passed.</source>
        <translation>
            <numerusform>%n plateau testé : réussi.</numerusform>
            <numerusform>Les %n plateaux sont tous réussis.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Passed {passed} of %n board(s).</source>
        <translation>
            <numerusform>Réussis : {passed} sur %n plateau.</numerusform>
            <numerusform>Réussis : {passed} sur %n plateaux.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %n board(s) not run.</source>
        <translation>
            <numerusform>Annulé : %n plateau non testé.</numerusform>
            <numerusform>Annulé : %n plateaux non testés.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped after {strikes} boards past a limit: %n board(s) not run.</source>
        <translation>
            <numerusform>Arrêt après {strikes} plateaux hors limite : %n plateau non testé.</numerusform>
            <numerusform>Arrêt après {strikes} plateaux hors limite : %n plateaux non testés.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n throw(s)</source>
        <translation>
            <numerusform>%n lancer</numerusform>
            <numerusform>%n lancers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrong labelling for odd n: the rows turn as on an even board, but square 1 is bottom left and the bottom row always runs left to right: %n board(s)</source>
        <translation>
            <numerusform>Mauvaise numérotation pour n impair : les lignes changent de sens comme sur un plateau pair, mais la case 1 est en bas à gauche et la ligne du bas va toujours de gauche à droite : %n plateau</numerusform>
            <numerusform>Mauvaise numérotation pour n impair : les lignes changent de sens comme sur un plateau pair, mais la case 1 est en bas à gauche et la ligne du bas va toujours de gauche à droite : %n plateaux</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrong labelling for even n: the rows turn as on an odd board, but square 1 is bottom left and the bottom row always runs left to right: %n board(s)</source>
        <translation>
            <numerusform>Mauvaise numérotation pour n pair : les lignes changent de sens comme sur un plateau impair, mais la case 1 est en bas à gauche et la ligne du bas va toujours de gauche à droite : %n plateau</numerusform>
            <numerusform>Mauvaise numérotation pour n pair : les lignes changent de sens comme sur un plateau impair, mais la case 1 est en bas à gauche et la ligne du bas va toujours de gauche à droite : %n plateaux</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrong labelling: every row is read left to right, but the rows alternate (boustrophedon): %n board(s)</source>
        <translation>
            <numerusform>Mauvaise numérotation : chaque ligne est lue de gauche à droite, mais les lignes alternent (boustrophédon) : %n plateau</numerusform>
            <numerusform>Mauvaise numérotation : chaque ligne est lue de gauche à droite, mais les lignes alternent (boustrophédon) : %n plateaux</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrong labelling: square 1 is taken at the top left, but it is at the bottom left (row n - 1, column 0): %n board(s)</source>
        <translation>
            <numerusform>Mauvaise numérotation : la case 1 est prise en haut à gauche, mais elle est en bas à gauche (ligne n - 1, colonne 0) : %n plateau</numerusform>
            <numerusform>Mauvaise numérotation : la case 1 est prise en haut à gauche, mais elle est en bas à gauche (ligne n - 1, colonne 0) : %n plateaux</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Following a chain: a snake or ladder is taken after another in the same throw, but only the first one is taken: %n board(s)</source>
        <translation>
            <numerusform>Saut enchaîné : après un serpent ou une échelle, un second est pris dans le même lancer, mais seul le premier compte : %n plateau</numerusform>
            <numerusform>Saut enchaîné : après un serpent ou une échelle, un second est pris dans le même lancer, mais seul le premier compte : %n plateaux</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Off by one at the goal: a throw never lands on the last square itself (only a ladder reaches it; check the end of the range of throws): %n board(s)</source>
        <translation>
            <numerusform>Erreur d’une unité à l’arrivée : aucun lancer ne tombe sur la dernière case elle-même (seule une échelle l’atteint ; vérifiez la fin de l’intervalle des lancers) : %n plateau</numerusform>
            <numerusform>Erreur d’une unité à l’arrivée : aucun lancer ne tombe sur la dernière case elle-même (seule une échelle l’atteint ; vérifiez la fin de l’intervalle des lancers) : %n plateaux</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Off by one in the throws: the die goes only from 1 to 5 (range(1, 6) leaves 6 out? it is range(1, 7)): %n board(s)</source>
        <translation>
            <numerusform>Erreur d’une unité dans les lancers : le dé ne va que de 1 à 5 (range(1, 6) exclut le 6 ? c’est range(1, 7)) : %n plateau</numerusform>
            <numerusform>Erreur d’une unité dans les lancers : le dé ne va que de 1 à 5 (range(1, 6) exclut le 6 ? c’est range(1, 7)) : %n plateaux</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Off by one at the goal: the answer is one throw too many: %n board(s)</source>
        <translation>
            <numerusform>Erreur d’une unité à l’arrivée : la réponse compte un lancer de trop : %n plateau</numerusform>
            <numerusform>Erreur d’une unité à l’arrivée : la réponse compte un lancer de trop : %n plateaux</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Off by one at the goal: the answer is one throw too few: %n board(s)</source>
        <translation>
            <numerusform>Erreur d’une unité à l’arrivée : il manque un lancer à la réponse : %n plateau</numerusform>
            <numerusform>Erreur d’une unité à l’arrivée : il manque un lancer à la réponse : %n plateaux</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The goal cannot be reached on these boards, and the answer must then be -1: %n board(s)</source>
        <translation>
            <numerusform>L’arrivée est inaccessible sur ce plateau, et la réponse doit alors être -1 : %n plateau</numerusform>
            <numerusform>L’arrivée est inaccessible sur ces plateaux, et la réponse doit alors être -1 : %n plateaux</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{error} raised: {message}: %n board(s)</source>
        <translation>
            <numerusform>{error} levée : {message} : %n plateau</numerusform>
            <numerusform>{error} levée : {message} : %n plateaux</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{error} raised on line {line}: {message}: %n board(s)</source>
        <translation>
            <numerusform>{error} levée à la ligne {line} : {message} : %n plateau</numerusform>
            <numerusform>{error} levée à la ligne {line} : {message} : %n plateaux</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not a whole number returned (e.g. {value}): %n board(s)</source>
        <translation>
            <numerusform>Renvoie autre chose qu’un nombre entier (p. ex. {value}) : %n plateau</numerusform>
            <numerusform>Renvoie autre chose qu’un nombre entier (p. ex. {value}) : %n plateaux</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ran past the time limit of {seconds} s (an endless loop?): %n board(s)</source>
        <translation>
            <numerusform>Limite de temps de {seconds} s dépassée (une boucle infinie ?) : %n plateau</numerusform>
            <numerusform>Limite de temps de {seconds} s dépassée (une boucle infinie ?) : %n plateaux</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ran out of memory (the limit is {size} MB): %n board(s)</source>
        <translation>
            <numerusform>Mémoire épuisée (la limite est de {size} Mo) : %n plateau</numerusform>
            <numerusform>Mémoire épuisée (la limite est de {size} Mo) : %n plateaux</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The Python process running the code stopped (exit code {code}): %n board(s)</source>
        <translation>
            <numerusform>Le processus Python qui exécutait le code s’est arrêté (code de sortie {code}) : %n plateau</numerusform>
            <numerusform>Le processus Python qui exécutait le code s’est arrêté (code de sortie {code}) : %n plateaux</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote to the check's own channel instead of returning (a forged or malformed answer): %n board(s)</source>
        <translation>
            <numerusform>A écrit dans le canal réservé à la vérification au lieu de renvoyer un résultat (réponse falsifiée ou mal formée) : %n plateau</numerusform>
            <numerusform>A écrit dans le canal réservé à la vérification au lieu de renvoyer un résultat (réponse falsifiée ou mal formée) : %n plateaux</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrong answer (no common mistake recognised): %n board(s)</source>
        <translation>
            <numerusform>Mauvaise réponse (aucune erreur courante reconnue) : %n plateau</numerusform>
            <numerusform>Mauvaise réponse (aucune erreur courante reconnue) : %n plateaux</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n board(s) where the goal cannot be reached</source>
        <translation>
            <numerusform>%n plateau où l’arrivée est inaccessible</numerusform>
            <numerusform>%n plateaux où l’arrivée est inaccessible</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Checked on %n board(s) of 30 squares in GeeksforGeeks' practice form; left out {unreachable}, which that problem never asks.</source>
        <translation>
            <numerusform>Vérifié sur %n plateau de 30 cases dans la forme d’exercice de GeeksforGeeks ; laissés de côté : {unreachable}, que ce problème ne pose jamais.</numerusform>
            <numerusform>Vérifié sur %n plateaux de 30 cases dans la forme d’exercice de GeeksforGeeks ; laissés de côté : {unreachable}, que ce problème ne pose jamais.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Checked on %n board(s) in GeeksforGeeks' form; left out {unreachable}, which that problem never asks.</source>
        <translation>
            <numerusform>Vérifié sur %n plateau dans la forme de GeeksforGeeks ; laissés de côté : {unreachable}, que ce problème ne pose jamais.</numerusform>
            <numerusform>Vérifié sur %n plateaux dans la forme de GeeksforGeeks ; laissés de côté : {unreachable}, que ce problème ne pose jamais.</numerusform>
        </translation>
    </message>
    <message>
        <source>given the LeetCode 909 matrix</source>
        <translation>avec la matrice de LeetCode 909</translation>
    </message>
    <message>
        <source>given GeeksforGeeks' practice form (N snakes and ladders, arr their start and end squares 1..30)</source>
        <translation>dans la forme d’exercice de GeeksforGeeks (N serpents et échelles, arr leurs cases de départ et d’arrivée 1..30)</translation>
    </message>
    <message>
        <source>given the 0-based move array (cell = square - 1)</source>
        <translation>avec le tableau move indexé à partir de 0 (cellule = case - 1)</translation>
    </message>
    <message>
        <source>{call} in class Solution, {given}</source>
        <translation>{call} dans la classe Solution, {given}</translation>
    </message>
    <message>
        <source>{call}, {given}</source>
        <translation>{call}, {given}</translation>
    </message>
    <message>
        <source>N, arr: {value}</source>
        <translation>N, arr : {value}</translation>
    </message>
    <message>
        <source>{value} (the goal cannot be reached)</source>
        <translation>{value} (l’arrivée est inaccessible)</translation>
    </message>
    <message>
        <source>returned {value}, not a whole number</source>
        <translation>a renvoyé {value}, pas un nombre entier</translation>
    </message>
    <message>
        <source>raised {error}: {message}</source>
        <translation>a levé {error} : {message}</translation>
    </message>
    <message>
        <source>raised {error} on line {line}: {message}</source>
        <translation>a levé {error} à la ligne {line} : {message}</translation>
    </message>
    <message>
        <source>no answer within {seconds} s (an endless loop?)</source>
        <translation>pas de réponse en {seconds} s (une boucle infinie ?)</translation>
    </message>
    <message>
        <source>ran out of memory (over {size} MB)</source>
        <translation>a manqué de mémoire (plus de {size} Mo)</translation>
    </message>
    <message>
        <source>its Python process stopped (exit code {code})</source>
        <translation>son processus Python s’est arrêté (code de sortie {code})</translation>
    </message>
    <message>
        <source>wrote to the check's own channel instead of returning an answer</source>
        <translation>a écrit dans le canal réservé à la vérification au lieu de renvoyer une réponse</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>non exécuté</translation>
    </message>
    <message>
        <source>a published example</source>
        <translation>un exemple publié</translation>
    </message>
    <message>
        <source>no snakes or ladders</source>
        <translation>sans serpents ni échelles</translation>
    </message>
    <message>
        <source>a ladder to the goal</source>
        <translation>une échelle vers l’arrivée</translation>
    </message>
    <message>
        <source>a chain: a jump ends where another starts</source>
        <translation>une chaîne : un saut finit où un autre commence</translation>
    </message>
    <message>
        <source>the goal cannot be reached</source>
        <translation>l’arrivée est inaccessible</translation>
    </message>
    <message>
        <source>the numbering of the squares matters</source>
        <translation>la numérotation des cases compte</translation>
    </message>
    <message>
        <source>random snakes and ladders</source>
        <translation>serpents et échelles aléatoires</translation>
    </message>
    <message>
        <source>Board {number} of {total}: {rows}×{cols}, {kind}</source>
        <translation>Plateau {number} sur {total} : {rows}×{cols}, {kind}</translation>
    </message>
    <message>
        <source>The smallest failing board</source>
        <translation>Le plus petit plateau en échec</translation>
    </message>
    <message>
        <source>Expected: {answer}</source>
        <translation>Attendu : {answer}</translation>
    </message>
    <message>
        <source>Your code: {outcome}</source>
        <translation>Votre code : {outcome}</translation>
    </message>
    <message>
        <source>Right route: none (the goal cannot be reached)</source>
        <translation>Bon chemin : aucun (l’arrivée est inaccessible)</translation>
    </message>
    <message>
        <source>Right route: {route}</source>
        <translation>Bon chemin : {route}</translation>
    </message>
    <message>
        <source>{value} ms</source>
        <translation>{value} ms</translation>
    </message>
    <message>
        <source>Correct but slow: {mine} a board against {reference} for a plain breadth-first search on the same boards ({times}× as long; flagged past {factor}× and {floor} a board).</source>
        <translation>Correct mais lent : {mine} par plateau contre {reference} pour un parcours en largeur simple sur les mêmes plateaux ({times}× plus long ; signalé au-delà de {factor}× et {floor} par plateau).</translation>
    </message>
    <message>
        <source>Slow: {mine} a board against {reference} for a plain breadth-first search on the same boards ({times}× as long; flagged past {factor}× and {floor} a board).</source>
        <translation>Lent : {mine} par plateau contre {reference} pour un parcours en largeur simple sur les mêmes plateaux ({times}× plus long ; signalé au-delà de {factor}× et {floor} par plateau).</translation>
    </message>
    <message>
        <source>Limits: {seconds} s a board; {size} MB of memory (on Linux and macOS).</source>
        <translation>Limites : {seconds} s par plateau ; {size} Mo de mémoire (sous Linux et macOS).</translation>
    </message>
    <message>
        <source>Protection: a sandbox. The code cannot read or change your files, use the network, start programs or touch other programs; it can write only in a folder of its own that is deleted afterwards.</source>
        <translation>Protection : un bac à sable. Le code ne peut ni lire ni modifier vos fichiers, ni utiliser le réseau, ni lancer de programmes, ni agir sur d’autres programmes ; il ne peut écrire que dans un dossier à lui, supprimé ensuite.</translation>
    </message>
    <message>
        <source>Protection: none. The code ran with your own rights: it could read and change your files, use the network and start programs.</source>
        <translation>Protection : aucune. Le code s’est exécuté avec vos propres droits : il pouvait lire et modifier vos fichiers, utiliser le réseau et lancer des programmes.</translation>
    </message>
    <message>
        <source>Protection: none on this system: {reason}. The check is refused unless you choose to run without protection.</source>
        <translation>Protection : aucune sur ce système : {reason}. La vérification est refusée, sauf si vous choisissez d’exécuter le code sans protection.</translation>
    </message>
    <message>
        <source>Run without protection: the code runs with your own rights and can read and change your files, use the network and start programs. Only for code you trust.</source>
        <translation>Exécuter sans protection : le code s’exécute avec vos propres droits et peut lire et modifier vos fichiers, utiliser le réseau et lancer des programmes. Uniquement pour du code de confiance.</translation>
    </message>
</context>
<context>
    <name>CheckDialog</name>
    <message>
        <source>Check My Code</source>
        <translation>Vérifier mon code</translation>
    </message>
    <message>
        <source>Run your own solution against {count} boards (n from 2 to 20, chains, ladders to the goal, goals that cannot be reached). It may define snakesAndLadders(board) (in class Solution, as on LeetCode, or on its own) or snakes_and_ladders(board), given the LeetCode 909 matrix; or getMinDiceThrows(move) or minThrow(move), given the 0-based move array. It runs in a separate process.</source>
        <translation>Exécutez votre propre solution sur {count} plateaux (n de 2 à 20, chaînes, échelles vers l’arrivée, arrivées inaccessibles). Elle peut définir snakesAndLadders(board) (dans la classe Solution, comme sur LeetCode, ou seule) ou snakes_and_ladders(board), qui reçoit la matrice de LeetCode 909 ; ou getMinDiceThrows(move) ou minThrow(move), qui reçoit le tableau move indexé à partir de 0. Elle s’exécute dans un processus séparé.</translation>
    </message>
    <message>
        <source>&amp;Open a .py File…</source>
        <translation>&amp;Ouvrir un fichier .py…</translation>
    </message>
    <message>
        <source>Your code</source>
        <translation>Votre code</translation>
    </message>
    <message>
        <source>…or paste your code here</source>
        <translation>…ou collez votre code ici</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>&amp;Vérifier</translation>
    </message>
    <message>
        <source>Choose a file or paste your code, then press Check.</source>
        <translation>Choisissez un fichier ou collez votre code, puis cliquez sur Vérifier.</translation>
    </message>
    <message>
        <source>Check a &amp;Folder…</source>
        <translation>Vérifier un &amp;dossier…</translation>
    </message>
    <message>
        <source>Every .py file of a folder (a class's solutions) checked at once, in a table</source>
        <translation>Tous les fichiers .py d’un dossier (les solutions d’une classe) vérifiés d’un coup, dans un tableau</translation>
    </message>
    <message>
        <source>Copy the &amp;Board</source>
        <translation>Copier le &amp;plateau</translation>
    </message>
    <message>
        <source>The smallest failing board as your code is given it, to test with</source>
        <translation>Le plus petit plateau en échec, tel que votre code le reçoit, pour vos tests</translation>
    </message>
    <message>
        <source>the code in the box</source>
        <translation>le code de la zone de saisie</translation>
    </message>
    <message>
        <source>Python files ({pattern})</source>
        <translation>Fichiers Python ({pattern})</translation>
    </message>
    <message>
        <source>All files ({pattern})</source>
        <translation>Tous les fichiers ({pattern})</translation>
    </message>
    <message>
        <source>Open your solution</source>
        <translation>Ouvrir votre solution</translation>
    </message>
    <message>
        <source>Running your code on {count} boards…</source>
        <translation>Exécution de votre code sur {count} plateaux…</translation>
    </message>
    <message>
        <source>Checked: the code in the box</source>
        <translation>Vérifié : le code de la zone de saisie</translation>
    </message>
    <message>
        <source>Checked: {file}</source>
        <translation>Vérifié : {file}</translation>
    </message>
    <message>
        <source>This code cannot be run</source>
        <translation>Ce code ne peut pas être exécuté</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Annulé</translation>
    </message>
</context>
<context>
    <name>Checks</name>
    <message>
        <source>a ladder needs two different squares</source>
        <translation>une échelle demande deux cases différentes</translation>
    </message>
    <message>
        <source>a snake needs two different squares</source>
        <translation>un serpent demande deux cases différentes</translation>
    </message>
    <message>
        <source>a jump needs two different squares</source>
        <translation>un saut demande deux cases différentes</translation>
    </message>
    <message>
        <source>square {square} is the goal: a ladder cannot start there</source>
        <translation>la case {square} est l’arrivée : une échelle ne peut pas y commencer</translation>
    </message>
    <message>
        <source>square {square} is the goal: a snake cannot start there</source>
        <translation>la case {square} est l’arrivée : un serpent ne peut pas y commencer</translation>
    </message>
    <message>
        <source>square 1 is the start: play begins there, so a ladder from it would never be taken</source>
        <translation>la case 1 est le départ : la partie y commence, donc une échelle qui en part ne serait jamais prise</translation>
    </message>
    <message>
        <source>square 1 is the start: play begins there, so a snake from it would never be taken</source>
        <translation>la case 1 est le départ : la partie y commence, donc un serpent qui en part ne serait jamais pris</translation>
    </message>
    <message>
        <source>square {square} already starts a ladder (to {end})</source>
        <translation>une échelle part déjà de la case {square} (vers {end})</translation>
    </message>
    <message>
        <source>square {square} already starts a snake (to {end})</source>
        <translation>un serpent part déjà de la case {square} (vers {end})</translation>
    </message>
    <message>
        <source>square {square} already starts a jump (to {end})</source>
        <translation>un saut part déjà de la case {square} (vers {end})</translation>
    </message>
    <message>
        <source>{where}: {what}</source>
        <translation>{where} : {what}</translation>
    </message>
    <message>
        <source>the jump ends on its own start; it does nothing</source>
        <translation>le saut finit sur son propre départ ; il ne fait rien</translation>
    </message>
    <message>
        <source>a jump from square 1 is never taken: play starts on square 1</source>
        <translation>un saut depuis la case 1 n’est jamais pris : la partie commence sur la case 1</translation>
    </message>
    <message>
        <source>chain: the jump {start}→{end} ends where the jump {end}→{next} starts; only the first is taken</source>
        <translation>chaîne : le saut {start}→{end} finit où commence le saut {end}→{next} ; seul le premier est pris</translation>
    </message>
    <message>
        <source>the jump sends the token to square 1, not back off the board</source>
        <translation>le saut renvoie le pion sur la case 1, pas hors du plateau</translation>
    </message>
    <message>
        <source>the goal (square {goal}) cannot be reached</source>
        <translation>l’arrivée (case {goal}) est inaccessible</translation>
    </message>
    <message>
        <source>the goal (square {goal}) cannot be reached with one die a throw (a board this large is not followed turn by turn under its rules)</source>
        <translation>l’arrivée (case {goal}) est inaccessible avec un dé par lancer (un plateau aussi grand n’est pas suivi tour par tour selon ses règles)</translation>
    </message>
    <message>
        <source>a token can be stuck for ever (squares {squares}): some games never end</source>
        <translation>un pion peut rester bloqué pour toujours (cases {squares}) : certaines parties ne finissent jamais</translation>
    </message>
    <message>
        <source>a token can be stuck for ever (squares {squares}): {chance:.2%} of games never end</source>
        <translation>un pion peut rester bloqué pour toujours (cases {squares}) : {chance:.2%} des parties ne finissent jamais</translation>
    </message>
    <message>
        <source>both ends must be on the board</source>
        <translation>les deux bouts doivent être sur le plateau</translation>
    </message>
    <message>
        <source>a ladder goes up: its top must be higher than square {square}</source>
        <translation>une échelle monte : son sommet doit être plus haut que la case {square}</translation>
    </message>
    <message>
        <source>a snake goes down: its tail must be lower than square {square}</source>
        <translation>un serpent descend : sa queue doit être plus bas que la case {square}</translation>
    </message>
</context>
<context>
    <name>ClassModel</name>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Réussis</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lent</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <source>cannot run</source>
        <translation>impossible à exécuter</translation>
    </message>
    <message>
        <source>{passed} of {total}</source>
        <translation>{passed} sur {total}</translation>
    </message>
    <message>
        <source>{seconds:.2f} s</source>
        <translation>{seconds:.2f} s</translation>
    </message>
    <message>
        <source>correct but slow: {mine} a board against {reference}</source>
        <translation>correct mais lent : {mine} par plateau contre {reference}</translation>
    </message>
    <message>
        <source>slow: {mine} a board against {reference}</source>
        <translation>lent : {mine} par plateau contre {reference}</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>{program}: error: standard output is closed: nothing was done</source>
        <translation>{program} : erreur : la sortie standard est fermée : rien n’a été fait</translation>
    </message>
    <message>
        <source>{program}: error: cannot write to standard output: {reason}</source>
        <translation>{program} : erreur : impossible d’écrire sur la sortie standard : {reason}</translation>
    </message>
    <message>
        <source>{program}: error: {problem}</source>
        <translation>{program} : erreur : {problem}</translation>
    </message>
    <message>
        <source>{program}: internal error: {kind}: {problem} (please report it)</source>
        <translation>{program} : erreur interne : {kind} : {problem} (merci de la signaler)</translation>
    </message>
    <message>
        <source>{file}: {problem}</source>
        <translation>{file} : {problem}</translation>
    </message>
    <message>
        <source>To run it anyway, with your own rights and no protection (only for code you trust): {option}</source>
        <translation>Pour l’exécuter quand même, avec vos propres droits et sans protection (uniquement pour du code de confiance) : {option}</translation>
    </message>
    <message>
        <source>standard input (-) can be checked only on its own</source>
        <translation>l’entrée standard (-) ne peut être vérifiée que seule</translation>
    </message>
    <message>
        <source>{file}: cannot read: {reason}</source>
        <translation>{file} : lecture impossible : {reason}</translation>
    </message>
    <message>
        <source>{folder}: no .py file in this folder</source>
        <translation>{folder} : aucun fichier .py dans ce dossier</translation>
    </message>
    <message>
        <source>more than {most} files to check; check at most {most} at once</source>
        <translation>plus de {most} fichiers à vérifier ; vérifiez-en {most} au plus à la fois</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>réussi</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>échoué</translation>
    </message>
    <message>
        <source>cannot run</source>
        <translation>impossible à exécuter</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>annulé</translation>
    </message>
    <message>
        <source>file</source>
        <translation>fichier</translation>
    </message>
    <message>
        <source>slow</source>
        <translation>lent</translation>
    </message>
    <message>
        <source>time</source>
        <translation>temps</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>erreur</translation>
    </message>
    <message>
        <source>timing the reference (a plain breadth-first search)…</source>
        <translation>mesure de la référence (un parcours en largeur simple)…</translation>
    </message>
    <message>
        <source>[{done}/{total}] {file}: {verdict}</source>
        <translation>[{done}/{total}] {file} : {verdict}</translation>
    </message>
    <message>
        <source>Cancelled: the checks under way were stopped; nothing was written.</source>
        <translation>Annulé : les vérifications en cours ont été arrêtées ; rien n’a été écrit.</translation>
    </message>
    <message>
        <source>{file}: cannot write: {reason}</source>
        <translation>{file} : écriture impossible : {reason}</translation>
    </message>
    <message>
        <source>run your own LeetCode 909 / minimum dice throws solution over 500+ boards; exit 1 if one fails</source>
        <translation>exécuter votre propre solution LeetCode 909 / minimum de lancers de dé sur plus de 500 plateaux ; code de sortie 1 si l’un échoue</translation>
    </message>
    <message>
        <source>Runs a solution over 500+ boards in a sandbox: the code cannot read or change your files, use the network, start programs or touch other programs (Linux 5.13 or newer, with libseccomp). Where the system has no sandbox the check is refused, unless --unprotected is given.</source>
        <translation>Exécute une solution sur plus de 500 plateaux dans un bac à sable : le code ne peut ni lire ni modifier vos fichiers, ni utiliser le réseau, ni lancer de programmes, ni agir sur d’autres programmes (Linux 5.13 ou plus récent, avec libseccomp). Si le système n’offre pas de bac à sable, la vérification est refusée, sauf si --unprotected est indiqué.</translation>
    </message>
    <message>
        <source>a .py file defining snakesAndLadders(board) (in class Solution or not), snakes_and_ladders(board), getMinDiceThrows(move, n) or GeeksforGeeks' minThrow(N, arr); - for standard input; several files or a folder (its .py files) for a class: a table of them</source>
        <translation>un fichier .py qui définit snakesAndLadders(board) (dans la classe Solution ou non), snakes_and_ladders(board), getMinDiceThrows(move, n) ou minThrow(N, arr) de GeeksforGeeks ; - pour l’entrée standard ; plusieurs fichiers ou un dossier (ses fichiers .py) pour une classe : un tableau de ceux-ci</translation>
    </message>
    <message>
        <source>with several files or a folder: write the class's table to OUT.csv too</source>
        <translation>avec plusieurs fichiers ou un dossier : écrire aussi le tableau de la classe dans OUT.csv</translation>
    </message>
    <message>
        <source>--time-limit must be between {low} and {high} seconds</source>
        <translation>--time-limit doit être entre {low} et {high} secondes</translation>
    </message>
    <message>
        <source>the most a board may take (default 1 s)</source>
        <translation>le temps maximal par plateau (par défaut 1 s)</translation>
    </message>
    <message>
        <source>--memory must be between {low} and {high} MB</source>
        <translation>--memory doit être entre {low} et {high} Mo</translation>
    </message>
    <message>
        <source>the most memory the code may use, on Linux and macOS (default 512 MB)</source>
        <translation>la mémoire maximale que le code peut utiliser, sous Linux et macOS (par défaut 512 Mo)</translation>
    </message>
    <message>
        <source>run the code without the sandbox (for a system that has none: Linux before 5.13, Windows, macOS). The code then runs with your own rights: it can read and change your files, use the network and start programs. Only for code you trust</source>
        <translation>exécuter le code hors du bac à sable (pour un système qui n’en a pas : Linux antérieur à 5.13, Windows, macOS). Le code s’exécute alors avec vos propres droits : il peut lire et modifier vos fichiers, utiliser le réseau et lancer des programmes. Uniquement pour du code de confiance</translation>
    </message>
    <message>
        <source>standard input is closed: there is no board to read</source>
        <translation>l’entrée standard est fermée : aucun plateau à lire</translation>
    </message>
    <message>
        <source>cannot write {file}: {reason}; nothing was changed</source>
        <translation>impossible d’écrire {file} : {reason} ; rien n’a été modifié</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n page</numerusform>
            <numerusform>%n pages</numerusform>
        </translation>
    </message>
    <message>
        <source>--bleed, --crop-marks, --landscape and --portrait need a page: add --paper (or write a .pdf)</source>
        <translation>--bleed, --crop-marks, --landscape et --portrait demandent une page : ajoutez --paper (ou écrivez un .pdf)</translation>
    </message>
    <message>
        <source>--size is a picture's size: on --paper a PNG's pixels follow the paper and --dpi</source>
        <translation>--size est la taille d’une image : avec --paper, les pixels d’un PNG découlent du papier et de --dpi</translation>
    </message>
    <message>
        <source>--transparent is for PNG and SVG: a PDF page is paper</source>
        <translation>--transparent vaut pour PNG et SVG : une page PDF est du papier</translation>
    </message>
    <message>
        <source>drawing the board: {percent}%</source>
        <translation>dessin du plateau : {percent} %</translation>
    </message>
    <message>
        <source>wrote {file}</source>
        <translation>{file} écrit</translation>
    </message>
    <message>
        <source>wrote {file}: {pages}, {paper} landscape</source>
        <translation>{file} écrit : {pages}, {paper} paysage</translation>
    </message>
    <message>
        <source>wrote {file}: {pages}, {paper} portrait</source>
        <translation>{file} écrit : {pages}, {paper} portrait</translation>
    </message>
    <message>
        <source>{said}; --poster {grid} prints it as large on fewer sheets</source>
        <translation>{said} ; --poster {grid} l’imprime aussi grand sur moins de feuilles</translation>
    </message>
    <message>
        <source>--poster is COLUMNSxROWS, e.g. 3x2, not {text}</source>
        <translation>--poster s’écrit COLONNESxLIGNES, p. ex. 3x2, pas {text}</translation>
    </message>
    <message>
        <source>--poster has 1 to {most} sheets each way, not {text}</source>
        <translation>--poster compte de 1 à {most} feuilles dans chaque sens, pas {text}</translation>
    </message>
    <message>
        <source>--bleed is 0 to {most} millimetres, not {text}</source>
        <translation>--bleed va de 0 à {most} millimètres, pas {text}</translation>
    </message>
    <message>
        <source>paper (a PDF is always pages, A4 by default)</source>
        <translation>papier (un PDF est toujours en pages, A4 par défaut)</translation>
    </message>
    <message>
        <source>--pdfx is a kind of PDF: write a .pdf</source>
        <translation>--pdfx est une sorte de PDF : écrivez un .pdf</translation>
    </message>
    <message>
        <source>--outlines is for SVG (a PDF carries its font already)</source>
        <translation>--outlines est pour le SVG (un PDF contient déjà sa police)</translation>
    </message>
    <message>
        <source>the board prints {width:.1f} × {height:.1f} cm and covers {share:.0%} of the paper</source>
        <translation>le plateau s’imprime en {width:.1f} × {height:.1f} cm et couvre {share:.0%} du papier</translation>
    </message>
    <message>
        <source>--paper is {names}, or WIDTHxHEIGHT in millimetres from {low} to {high} (e.g. 500x700), not {text}</source>
        <translation>--paper vaut {names}, ou LARGEURxHAUTEUR en millimètres de {low} à {high} (par ex. 500x700), pas {text}</translation>
    </message>
    <message>
        <source>the paper: a4, a3, a2, a1, a0, letter, tabloid, or WIDTHxHEIGHT in millimetres such as 500x700 (a PNG or SVG becomes a page)</source>
        <translation>le papier : a4, a3, a2, a1, a0, letter, tabloid, ou LARGEURxHAUTEUR en millimètres comme 500x700 (un PNG ou un SVG devient une page)</translation>
    </message>
    <message>
        <source>the paper on its side (default: the way the board prints larger)</source>
        <translation>le papier en paysage (par défaut : le sens où le plateau s’imprime le plus grand)</translation>
    </message>
    <message>
        <source>the paper upright</source>
        <translation>le papier en portrait</translation>
    </message>
    <message>
        <source>dots per inch of a PNG, written into it; on paper they set its pixels (default 300)</source>
        <translation>points par pouce d’un PNG, inscrits dans le fichier ; sur papier, ils fixent ses pixels (par défaut 300)</translation>
    </message>
    <message>
        <source>the background reaches MM past the paper's edge, for a print shop</source>
        <translation>le fond déborde de MM au-delà du bord du papier, pour un imprimeur</translation>
    </message>
    <message>
        <source>marks at the corners where the paper is cut</source>
        <translation>des traits aux coins, là où le papier est coupé</translation>
    </message>
    <message>
        <source>PDF/X-4 for a print shop: CMYK colours for coated offset paper (FOGRA39), trim and bleed declared</source>
        <translation>PDF/X-4 pour l’imprimeur : couleurs CMJN pour l’offset sur papier couché (FOGRA39), format fini et fond perdu déclarés</translation>
    </message>
    <message>
        <source>a poster over several sheets (PDF), e.g. 3x2: three across, two down, with overlap marks</source>
        <translation>une affiche sur plusieurs feuilles (PDF), p. ex. 3x2 : trois en largeur, deux en hauteur, avec des repères de raccord</translation>
    </message>
    <message>
        <source>the animation needs Pillow, which is not installed: pip install 'Pillow&gt;=10.1'</source>
        <translation>l’animation nécessite Pillow, qui n’est pas installé : pip install 'Pillow&gt;=10.1'</translation>
    </message>
    <message>
        <source>one a throw</source>
        <translation>une par lancer</translation>
    </message>
    <message>
        <source>one a square</source>
        <translation>une par case</translation>
    </message>
    <message>
        <source>one a depth</source>
        <translation>une par profondeur</translation>
    </message>
    <message>
        <source>wrote {file}: {frames} ({step}), {width}×{height}, {seconds} s long, {kb} KB in {elapsed} s</source>
        <translation>{file} écrit : {frames} ({step}), {width}×{height}, durée {seconds} s, {kb} KB en {elapsed} s</translation>
    </message>
    <message>
        <source>draw the board to a PNG, SVG or PDF file</source>
        <translation>dessiner le plateau dans un fichier PNG, SVG ou PDF</translation>
    </message>
    <message>
        <source>the output must end in .png, .svg or .pdf, not {name}</source>
        <translation>la sortie doit se terminer par .png, .svg ou .pdf, pas {name}</translation>
    </message>
    <message>
        <source>OUT.png, OUT.svg or OUT.pdf</source>
        <translation>OUT.png, OUT.svg ou OUT.pdf</translation>
    </message>
    <message>
        <source>--size must be between {low} and {high} pixels</source>
        <translation>--size doit être entre {low} et {high} pixels</translation>
    </message>
    <message>
        <source>the longer side of a PNG in pixels (default 1000)</source>
        <translation>le grand côté d’un PNG en pixels (par défaut 1000)</translation>
    </message>
    <message>
        <source>the board's name above it and its size and rules below</source>
        <translation>le nom du plateau au-dessus, sa taille et ses règles en dessous</translation>
    </message>
    <message>
        <source>the name above the board (default: the board's own); implies --caption</source>
        <translation>le nom au-dessus du plateau (par défaut : le sien) ; implique --caption</translation>
    </message>
    <message>
        <source>no white background (PNG and SVG)</source>
        <translation>pas de fond blanc (PNG et SVG)</translation>
    </message>
    <message>
        <source>an SVG's texts as the shapes of their letters, for a machine without the font</source>
        <translation>les textes d’un SVG comme la forme de leurs lettres, pour un ordinateur sans la police</translation>
    </message>
    <message>
        <source>the breadth-first search as an animated GIF or APNG</source>
        <translation>le parcours en largeur en GIF animé ou APNG</translation>
    </message>
    <message>
        <source>the output must end in .gif, .png or .apng, not {name}</source>
        <translation>la sortie doit se terminer par .gif, .png ou .apng, pas {name}</translation>
    </message>
    <message>
        <source>OUT.gif, or OUT.png / OUT.apng (APNG)</source>
        <translation>OUT.gif, ou OUT.png / OUT.apng (APNG)</translation>
    </message>
    <message>
        <source>the board's longer side in pixels, {low} to {high} (default 480)</source>
        <translation>le grand côté du plateau en pixels, de {low} à {high} (par défaut 480)</translation>
    </message>
    <message>
        <source>--fps must be between {low} and {high} frames a second</source>
        <translation>--fps doit être entre {low} et {high} images par seconde</translation>
    </message>
    <message>
        <source>frames a second, {low} to {high} (default 4)</source>
        <translation>images par seconde, de {low} à {high} (par défaut 4)</translation>
    </message>
    <message>
        <source>a strip under the board in every frame: the step, what it did and the queue (default on)</source>
        <translation>une bande sous le plateau dans chaque image : l’étape, ce qu’elle a fait et la file (activée par défaut)</translation>
    </message>
    <message>
        <source>one frame for each throw examined, each square expanded or each depth (default square)</source>
        <translation>une image par lancer examiné, par case développée ou par profondeur (par défaut square)</translation>
    </message>
    <message>
        <source>{text}: every number must be finite (not inf or nan)</source>
        <translation>{text} : chaque nombre doit être fini (ni inf ni nan)</translation>
    </message>
    <message>
        <source>expected A:B (e.g. 5:8), not {text}</source>
        <translation>A:B attendu (p. ex. 5:8), pas {text}</translation>
    </message>
    <message>
        <source>Snakes &amp; Ladders Studio on the command line.</source>
        <translation>Snakes &amp; Ladders Studio en ligne de commande.</translation>
    </message>
    <message>
        <source>a board file (.snl, a JSON matrix, or lists), or - for standard input</source>
        <translation>un fichier de plateau (.snl, une matrice JSON ou des listes), ou - pour l’entrée standard</translation>
    </message>
    <message>
        <source>machine-readable output</source>
        <translation>sortie lisible par une machine</translation>
    </message>
    <message>
        <source>rules (override the file's rules)</source>
        <translation>règles (remplacent celles du fichier)</translation>
    </message>
    <message>
        <source>a 6 earns another throw (at most three a turn)</source>
        <translation>un 6 donne un autre lancer (trois au plus par tour)</translation>
    </message>
    <message>
        <source>three sixes are worth 0</source>
        <translation>trois 6 valent 0</translation>
    </message>
    <message>
        <source>every throw moves the token (a 6 then a 2: to the 6, any snake or ladder there, then 2 more)</source>
        <translation>chaque lancer déplace le pion (un 6 puis un 2 : 6 cases, le serpent ou l’échelle éventuel, puis 2 cases)</translation>
    </message>
    <message>
        <source>a move past the last square stays, bounces back or finishes there</source>
        <translation>avec un lancer qui dépasse la dernière case, le pion reste sur place, rebondit ou finit quand même</translation>
    </message>
    <message>
        <source>tokens start on square 1 (square-1), off the board on square 0 (off-board), or off the board until their player throws a 6 (six: a turn without a 6 first leaves the token waiting)</source>
        <translation>les pions partent de la case 1 (square-1), hors du plateau sur la case 0 (off-board), ou hors du plateau jusqu’à ce que leur joueur fasse un 6 (six : un tour sans 6 laisse le pion en attente)</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s): chance of winning by seat: {seats}; expected rounds {rounds}</source>
        <translation>
            <numerusform>%n joueur : chances de gagner par place : {seats} ; tours de table en moyenne : {rounds}</numerusform>
            <numerusform>%n joueurs : chances de gagner par place : {seats} ; tours de table en moyenne : {rounds}</numerusform>
        </translation>
    </message>
    <message>
        <source>Rules: {rules}</source>
        <translation>Règles : {rules}</translation>
    </message>
    <message>
        <source>Fewest throws: -1 — the goal (square {goal}) cannot be reached: from the start the token can rest on only {reachable} of {squares}.</source>
        <translation>Minimum de lancers : -1 — l’arrivée (case {goal}) est inaccessible : depuis le départ, le pion ne peut s’arrêter que sur {reachable} des {squares}.</translation>
    </message>
    <message>
        <source>Fewest throws: {throws}</source>
        <translation>Minimum de lancers : {throws}</translation>
    </message>
    <message>
        <source>Path: {path}</source>
        <translation>Cases : {path}</translation>
    </message>
    <message>
        <source>Route: {route}</source>
        <translation>Chemin : {route}</translation>
    </message>
    <message>
        <source>analysing the board: {percent}%</source>
        <translation>analyse du plateau : {percent} %</translation>
    </message>
    <message>
        <source>Shortest game {shortest}; {half}, {ninety}.</source>
        <translation>Partie la plus courte : {shortest} ; {half}, {ninety}.</translation>
    </message>
    <message>
        <source>Chance of finishing: {chances}.</source>
        <translation>Chances de finir : {chances}.</translation>
    </message>
    <message>
        <source>seat {seat} {chance}</source>
        <translation>place {seat} : {chance}</translation>
    </message>
    <message>
        <source>{seats} (of the games that end within {turns})</source>
        <translation>{seats} (des parties finies en {turns})</translation>
    </message>
    <message>
        <source>generating a board: {percent}%</source>
        <translation>génération d’un plateau : {percent} %</translation>
    </message>
    <message>
        <source>no board met the targets: {missed}</source>
        <translation>aucun plateau n’a atteint les objectifs : {missed}</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file} : {reason}</translation>
    </message>
    <message>
        <source>{file}: {summary}; fewest throws {throws}</source>
        <translation>{file} : {summary} ; minimum de lancers {throws}</translation>
    </message>
    <message>
        <source>{file}: {summary}; fewest throws {throws}, expected {turns} turns</source>
        <translation>{file} : {summary} ; minimum de lancers {throws}, {turns} tours en moyenne</translation>
    </message>
    <message>
        <source>print the fewest throws and an optimal route</source>
        <translation>afficher le minimum de lancers et un chemin optimal</translation>
    </message>
    <message>
        <source>print a board's errors and warnings; exit 1 if invalid</source>
        <translation>afficher les erreurs et avertissements d’un plateau ; code de sortie 1 s’il est invalide</translation>
    </message>
    <message>
        <source>exact game length and fairness (a Markov chain, not a simulation)</source>
        <translation>durée de partie et équité exactes (une chaîne de Markov, pas une simulation)</translation>
    </message>
    <message>
        <source>--players must be between {low} and {high}, not {value}</source>
        <translation>--players doit être entre {low} et {high}, pas {value}</translation>
    </message>
    <message>
        <source>players ({low} to {high}): each seat's chance of winning</source>
        <translation>joueurs ({low} à {high}) : les chances de gagner de chaque place</translation>
    </message>
    <message>
        <source>a random board to targets, written as a .snl file</source>
        <translation>un plateau aléatoire selon des objectifs, écrit en fichier .snl</translation>
    </message>
    <message>
        <source>rows (default {default})</source>
        <translation>lignes (par défaut {default})</translation>
    </message>
    <message>
        <source>columns (default {default})</source>
        <translation>colonnes (par défaut {default})</translation>
    </message>
    <message>
        <source>snakes (default {default})</source>
        <translation>serpents (par défaut {default})</translation>
    </message>
    <message>
        <source>ladders (default {default})</source>
        <translation>échelles (par défaut {default})</translation>
    </message>
    <message>
        <source>fewest throws between A and B</source>
        <translation>minimum de lancers entre A et B</translation>
    </message>
    <message>
        <source>expected length, A to B turns</source>
        <translation>durée moyenne, de A à B tours</translation>
    </message>
    <message>
        <source>the same seed, the same board</source>
        <translation>même graine, même plateau</translation>
    </message>
    <message>
        <source>the .snl file to write, or -</source>
        <translation>le fichier .snl à écrire, ou -</translation>
    </message>
    <message>
        <source>expected K:P, turns and a percentage (e.g. 20:50), not {text}</source>
        <translation>K:P attendu, des tours et un pourcentage (p. ex. 20:50), pas {text}</translation>
    </message>
    <message>
        <source>expected a number of percentage points (e.g. 1.5), not {text}</source>
        <translation>un nombre de points de pourcentage attendu (p. ex. 1.5), pas {text}</translation>
    </message>
    <message>
        <source>Missed: {target}</source>
        <translation>Objectif manqué : {target}</translation>
    </message>
    <message>
        <source>--json and -o - both use standard output: write the board to a file</source>
        <translation>--json et -o - utilisent tous deux la sortie standard : écrivez le plateau dans un fichier</translation>
    </message>
    <message>
        <source>give at least one target: --expected-turns, --min-throws, --within or --max-seat-advantage</source>
        <translation>indiquez au moins un objectif : --expected-turns, --min-throws, --within ou --max-seat-advantage</translation>
    </message>
    <message>
        <source>tuning the board: {percent}%</source>
        <translation>ajustement du plateau : {percent} %</translation>
    </message>
    <message>
        <source>{program}: error: no layout met the targets; nothing was written</source>
        <translation>{program} : erreur : aucune disposition n’a atteint les objectifs ; rien n’a été écrit</translation>
    </message>
    <message>
        <source>move as few snakes and ladders as it can until the targets hold; exit 1 if none is met</source>
        <translation>déplacer le moins de serpents et d’échelles possible jusqu’à atteindre les objectifs ; code de sortie 1 si aucun n’est atteint</translation>
    </message>
    <message>
        <source>at least P percent of games are over within K turns</source>
        <translation>au moins P % des parties sont finies en K tours</translation>
    </message>
    <message>
        <source>at 2, 3 and 4 players the first seat wins at most P percentage points more than a fair share</source>
        <translation>à 2, 3 et 4 joueurs, la place 1 gagne au plus P points de pourcentage de plus que sa juste part</translation>
    </message>
    <message>
        <source>the start squares of snakes and ladders never to move</source>
        <translation>les cases de départ des serpents et échelles à ne jamais déplacer</translation>
    </message>
    <message>
        <source>the same seed, the same board (default 0)</source>
        <translation>même graine, même plateau (par défaut 0)</translation>
    </message>
    <message>
        <source>the moves and figures, machine-readable</source>
        <translation>les déplacements et les chiffres, lisibles par une machine</translation>
    </message>
    <message>
        <source>this saved game cannot be resumed: {problem}</source>
        <translation>cette partie sauvegardée ne peut pas être reprise : {problem}</translation>
    </message>
    <message>
        <source>{app}. Other commands: {commands} (see 'snl-desktop COMMAND --help').</source>
        <translation>{app}. Autres commandes : {commands} (voir 'snl-desktop COMMAND --help').</translation>
    </message>
    <message>
        <source>a board file to open (.snl, a JSON matrix, or lists), a saved game (.snlgame) to resume, or -</source>
        <translation>un fichier de plateau à ouvrir (.snl, une matrice JSON ou des listes), une partie sauvegardée (.snlgame) à reprendre, ou -</translation>
    </message>
    <message>
        <source>--screenshot needs a .png file name</source>
        <translation>--screenshot demande un nom de fichier .png</translation>
    </message>
    <message>
        <source>save a picture of the window after its first paint and exit</source>
        <translation>enregistrer une image de la fenêtre après son premier affichage, puis quitter</translation>
    </message>
    <message>
        <source>{file} could not be opened:
{problem}</source>
        <translation>Impossible d’ouvrir {file} :
{problem}</translation>
    </message>
</context>
<context>
    <name>CodePanel</name>
    <message>
        <source>Step the search (Solver: Step ▶ or F6) to run this code line by line.</source>
        <translation>Avancez dans le parcours (Solveur : Étape ▶ ou F6) pour exécuter ce code ligne par ligne.</translation>
    </message>
    <message>
        <source>The code shown</source>
        <translation>Le code affiché</translation>
    </message>
    <message>
        <source>The full search, with the route</source>
        <translation>Le parcours complet, avec le chemin</translation>
    </message>
    <message>
        <source>LeetCode 909: the matrix in, the answer out</source>
        <translation>LeetCode 909 : la matrice en entrée, la réponse en sortie</translation>
    </message>
    <message>
        <source>LeetCode's form numbers the squares from the matrix itself and stops when the goal leaves the queue; the full search goes on to find every square's distance and the route</source>
        <translation>La version LeetCode numérote les cases à partir de la matrice elle-même et s’arrête quand l’arrivée sort de la file ; le parcours complet continue pour trouver la distance de chaque case et le chemin</translation>
    </message>
    <message>
        <source>BFS code</source>
        <translation>Code BFS</translation>
    </message>
    <message>
        <source>BFS variables</source>
        <translation>Variables BFS</translation>
    </message>
    <message numerus="yes">
        <source>This board has %Ln square(s): too many to step through the code.</source>
        <translation>
            <numerusform>Ce plateau a %Ln case : trop pour suivre le code pas à pas.</numerusform>
            <numerusform>Ce plateau a %Ln cases : trop pour suivre le code pas à pas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Line {line}: {note}</source>
        <translation>Ligne {line} : {note}</translation>
    </message>
    <message numerus="yes">
        <source>(%n square(s), front first)</source>
        <translation>
            <numerusform>(%n case, tête en premier)</numerusform>
            <numerusform>(%n cases, tête en premier)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n square(s) found)</source>
        <translation>
            <numerusform>(%n case trouvée)</numerusform>
            <numerusform>(%n cases trouvées)</numerusform>
        </translation>
    </message>
    <message>
        <source>distance: squares</source>
        <translation>distance : cases</translation>
    </message>
    <message>
        <source>parent → squares first reached from it</source>
        <translation>parent → cases découvertes depuis lui</translation>
    </message>
</context>
<context>
    <name>CompareDialog</name>
    <message>
        <source>Compare two boards</source>
        <translation>Comparer deux plateaux</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation>Plateau :</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Règles :</translation>
    </message>
    <message>
        <source>Fewest throws:</source>
        <translation>Minimum de lancers :</translation>
    </message>
    <message>
        <source>Expected length (one player):</source>
        <translation>Durée moyenne (un joueur) :</translation>
    </message>
    <message>
        <source>Shortest game:</source>
        <translation>Partie la plus courte :</translation>
    </message>
    <message>
        <source>Half the games end within:</source>
        <translation>La moitié des parties finissent en :</translation>
    </message>
    <message>
        <source>90% end within:</source>
        <translation>90 % des parties finissent en :</translation>
    </message>
    <message>
        <source>Never finishes:</source>
        <translation>Parties sans fin :</translation>
    </message>
    <message>
        <source>Expected rounds:</source>
        <translation>Tours de table en moyenne :</translation>
    </message>
    <message>
        <source>Finished within (turns):</source>
        <translation>Finie en (tours) :</translation>
    </message>
    <message>
        <source>Chance of winning by seat, players:</source>
        <translation>Chances de gagner par place, joueurs :</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Analyse…</translation>
    </message>
    <message>
        <source>Not worked out: {why}</source>
        <translation>Non calculé : {why}</translation>
    </message>
    <message>
        <source>the goal cannot be reached</source>
        <translation>l’arrivée est inaccessible</translation>
    </message>
    <message>
        <source>{turns} turns</source>
        <translation>{turns} tours</translation>
    </message>
    <message>
        <source>Compare with a board</source>
        <translation>Comparer avec un plateau</translation>
    </message>
    <message>
        <source>{name} could not be opened:
{why}</source>
        <translation>Impossible d’ouvrir {name} :
{why}</translation>
    </message>
    <message>
        <source>This board</source>
        <translation>Ce plateau</translation>
    </message>
    <message>
        <source>Before the tune</source>
        <translation>Avant l’ajustement</translation>
    </message>
    <message>
        <source>After the tune</source>
        <translation>Après l’ajustement</translation>
    </message>
</context>
<context>
    <name>Delimited</name>
    <message>
        <source>row {row}, column {col}: {cell} is not a whole number</source>
        <translation>ligne {row}, colonne {col} : {cell} n’est pas un nombre entier</translation>
    </message>
    <message>
        <source>row {row}, column {col}: a number of {count} digits; no square has one</source>
        <translation>ligne {row}, colonne {col} : un nombre de {count} chiffres ; aucune case n’a un tel numéro</translation>
    </message>
    <message>
        <source>there are no numbers to read</source>
        <translation>il n’y a aucun nombre à lire</translation>
    </message>
</context>
<context>
    <name>DepthFirst</name>
    <message>
        <source>Depth-first starts on square {square}: it will try faces 1 to 6 in order.</source>
        <translation>Le parcours en profondeur part de la case {square} : il essaiera les faces 1 à 6 dans l’ordre.</translation>
    </message>
    <message numerus="yes">
        <source>Depth-first reaches the goal, square {square}, along a route of %n throw(s), and stops: it never learns a shorter route exists.</source>
        <translation>
            <numerusform>Le parcours en profondeur atteint l’arrivée, la case {square}, par un chemin de %n lancer, et s’arrête : il ne saura jamais qu’un chemin plus court existe.</numerusform>
            <numerusform>Le parcours en profondeur atteint l’arrivée, la case {square}, par un chemin de %n lancers, et s’arrête : il ne saura jamais qu’un chemin plus court existe.</numerusform>
        </translation>
    </message>
    <message>
        <source>Depth-first starts on square {square} (route of 0 throws).</source>
        <translation>Le parcours en profondeur part de la case {square} (chemin de 0 lancer).</translation>
    </message>
    <message numerus="yes">
        <source>Depth-first enters square {square} (route of %n throw(s) so far).</source>
        <translation>
            <numerusform>Le parcours en profondeur entre dans la case {square} (chemin de %n lancer jusqu’ici).</numerusform>
            <numerusform>Le parcours en profondeur entre dans la case {square} (chemin de %n lancers jusqu’ici).</numerusform>
        </translation>
    </message>
    <message>
        <source>Dead end at square {square}, the start: no route reaches the goal.</source>
        <translation>Impasse sur la case {square}, le départ : aucun chemin n’atteint l’arrivée.</translation>
    </message>
    <message>
        <source>Dead end at square {square}: no throw from it reaches a new square: back to {to}.</source>
        <translation>Impasse sur la case {square} : aucun lancer depuis cette case n’atteint une nouvelle case : retour à {to}.</translation>
    </message>
    <message>
        <source>From square {square} throw {face}: only a 6 brings the token on the board. Not allowed.</source>
        <translation>Depuis la case {square}, lancer {face} : seul un 6 fait entrer le pion sur le plateau. Interdit.</translation>
    </message>
    <message>
        <source>From square {square} throw {face}: past the goal. Not allowed.</source>
        <translation>Depuis la case {square}, lancer {face} : au-delà de l’arrivée. Interdit.</translation>
    </message>
    <message>
        <source>lands on {square}, {jump}</source>
        <translation>tombe sur {square}, {jump}</translation>
    </message>
    <message>
        <source>lands on {square}</source>
        <translation>tombe sur {square}</translation>
    </message>
    <message>
        <source>From square {square} throw {face}: {where}. A new square: go there.</source>
        <translation>Depuis la case {square}, lancer {face} : {where}. Nouvelle case : on y va.</translation>
    </message>
    <message>
        <source>From square {square} throw {face}: {where}. Already visited: skip it.</source>
        <translation>Depuis la case {square}, lancer {face} : {where}. Déjà visitée : on passe.</translation>
    </message>
    <message>
        <source>Neither search finds a route: no sequence of throws reaches the goal. Depth-first tried every square it could reach and backed all the way to the start; breadth-first ran out of squares to visit.</source>
        <translation>Aucun des deux parcours ne trouve de chemin : aucune suite de lancers n’atteint l’arrivée. Le parcours en profondeur a essayé chaque case qu’il pouvait atteindre et est revenu jusqu’au départ ; le parcours en largeur n’a plus eu de cases à visiter.</translation>
    </message>
    <message>
        <source>Depth-first follows one route as deep as it goes before trying another; breadth-first tries every route one throw longer at a time, so the first time it reaches the goal is the shortest.</source>
        <translation>Le parcours en profondeur suit un chemin aussi loin que possible avant d’en essayer un autre ; le parcours en largeur essaie tous les chemins en les allongeant d’un lancer à la fois : la première fois qu’il atteint l’arrivée, c’est donc par le chemin le plus court.</translation>
    </message>
    <message numerus="yes">
        <source>This time depth-first's first route happens to be as short as breadth-first's: %n throw(s). That was luck. {why}</source>
        <translation>
            <numerusform>Cette fois, le premier chemin du parcours en profondeur est aussi court que celui du parcours en largeur : %n lancer. C’était de la chance. {why}</numerusform>
            <numerusform>Cette fois, le premier chemin du parcours en profondeur est aussi court que celui du parcours en largeur : %n lancers. C’était de la chance. {why}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Depth-first found a route of %n throw(s) first; breadth-first's shortest takes {bfs}. {why}</source>
        <translation>
            <numerusform>Le parcours en profondeur a d’abord trouvé un chemin de %n lancer ; le plus court, celui du parcours en largeur, en compte {bfs}. {why}</numerusform>
            <numerusform>Le parcours en profondeur a d’abord trouvé un chemin de %n lancers ; le plus court, celui du parcours en largeur, en compte {bfs}. {why}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DicePanel</name>
    <message>
        <source>Roll  (Space)</source>
        <translation>Lancer  (Espace)</translation>
    </message>
    <message>
        <source>Throw the app's die</source>
        <translation>Lancer le dé de l’application</translation>
    </message>
    <message>
        <source>A real die thrown on the table:</source>
        <translation>Un vrai dé lancé sur la table :</translation>
    </message>
    <message>
        <source>A die thrown on the table: press its face (or keys 1 to 6)</source>
        <translation>Vous lancez un vrai dé ? Appuyez sur le nombre obtenu (ou touches 1 à 6)</translation>
    </message>
    <message>
        <source>Enter a {face} thrown on the table (key {face})</source>
        <translation>Saisir un {face} lancé sur la table (touche {face})</translation>
    </message>
    <message>
        <source>Die showing {face}</source>
        <translation>Dé qui montre {face}</translation>
    </message>
</context>
<context>
    <name>Display</name>
    <message>
        <source>Pictures need no display: snl-desktop --screenshot OUT.png [FILE], or snl-desktop render FILE -o OUT.png.</source>
        <translation>Les images n’ont pas besoin d’écran : snl-desktop --screenshot OUT.png [FILE], ou snl-desktop render FILE -o OUT.png.</translation>
    </message>
    <message>
        <source>snl-desktop: cannot open a window: these libraries Qt needs are missing: {libraries}.
Install them (Debian/Ubuntu): {install}</source>
        <translation>snl-desktop : impossible d’ouvrir une fenêtre : ces bibliothèques nécessaires à Qt manquent : {libraries}.
Installez-les (Debian/Ubuntu) : {install}</translation>
    </message>
    <message>
        <source>snl-desktop: cannot draw: these libraries Qt needs are missing: {libraries}.
Install them (Debian/Ubuntu): {install}</source>
        <translation>snl-desktop : impossible de dessiner : ces bibliothèques nécessaires à Qt manquent : {libraries}.
Installez-les (Debian/Ubuntu) : {install}</translation>
    </message>
    <message>
        <source>snl-desktop: cannot run: these libraries Qt needs are missing: {libraries}.
Install them (Debian/Ubuntu): {install}</source>
        <translation>snl-desktop : impossible de démarrer : ces bibliothèques nécessaires à Qt manquent : {libraries}.
Installez-les (Debian/Ubuntu) : {install}</translation>
    </message>
    <message>
        <source>the Wayland display {display} cannot be found: XDG_RUNTIME_DIR is not set</source>
        <translation>l’affichage Wayland {display} est introuvable : XDG_RUNTIME_DIR n’est pas défini</translation>
    </message>
    <message>
        <source>the Wayland display {display} does not answer (is the compositor running?)</source>
        <translation>l’affichage Wayland {display} ne répond pas (le compositeur est-il lancé ?)</translation>
    </message>
    <message>
        <source>there is no display (DISPLAY is not set)</source>
        <translation>il n’y a pas d’affichage (DISPLAY n’est pas défini)</translation>
    </message>
    <message>
        <source>Qt's X11 platform cannot be loaded ({reason})</source>
        <translation>la plateforme X11 de Qt ne peut pas être chargée ({reason})</translation>
    </message>
    <message>
        <source>the display {display} does not answer (is the X server running, and may this user use it?)</source>
        <translation>l’affichage {display} ne répond pas (le serveur X est-il lancé, et cet utilisateur a-t-il le droit de l’utiliser ?)</translation>
    </message>
    <message>
        <source>Qt has no platform {name} (QT_QPA_PLATFORM); it has {names}</source>
        <translation>Qt n’a pas de plateforme {name} (QT_QPA_PLATFORM) ; il a {names}</translation>
    </message>
    <message>
        <source>{first}; {then}</source>
        <translation>{first} ; {then}</translation>
    </message>
    <message>
        <source>snl-desktop: cannot open a window: {reasons}.
{hint}</source>
        <translation>snl-desktop : impossible d’ouvrir une fenêtre : {reasons}.
{hint}</translation>
    </message>
    <message>
        <source>snl-desktop: cannot open a window: Qt's platform {platform} cannot start ({why}).
{hint}</source>
        <translation>snl-desktop : impossible d’ouvrir une fenêtre : la plateforme {platform} de Qt ne peut pas démarrer ({why}).
{hint}</translation>
    </message>
    <message>
        <source>snl-desktop: cannot open a window: Qt's platform {platform} cannot start.
{hint}</source>
        <translation>snl-desktop : impossible d’ouvrir une fenêtre : la plateforme {platform} de Qt ne peut pas démarrer.
{hint}</translation>
    </message>
</context>
<context>
    <name>DockTitle</name>
    <message>
        <source>Float {panel} or put it back</source>
        <translation>Détacher {panel} ou le rattacher</translation>
    </message>
    <message>
        <source>Close {panel}</source>
        <translation>Fermer {panel}</translation>
    </message>
</context>
<context>
    <name>EditController</name>
    <message>
        <source>Add ladder {start} → {end}</source>
        <translation>Ajouter l’échelle {start} → {end}</translation>
    </message>
    <message>
        <source>Placed a ladder from {start} to {end}</source>
        <translation>Échelle posée de {start} à {end}</translation>
    </message>
    <message>
        <source>Add snake {start} → {end}</source>
        <translation>Ajouter le serpent {start} → {end}</translation>
    </message>
    <message>
        <source>Placed a snake from {start} to {end}</source>
        <translation>Serpent posé de {start} à {end}</translation>
    </message>
    <message>
        <source>Move ladder to {start} → {end}</source>
        <translation>Déplacer l’échelle en {start} → {end}</translation>
    </message>
    <message>
        <source>Moved the ladder: now {start} → {end}</source>
        <translation>Échelle déplacée : maintenant {start} → {end}</translation>
    </message>
    <message>
        <source>Move snake to {start} → {end}</source>
        <translation>Déplacer le serpent en {start} → {end}</translation>
    </message>
    <message>
        <source>Moved the snake: now {start} → {end}</source>
        <translation>Serpent déplacé : maintenant {start} → {end}</translation>
    </message>
    <message>
        <source>Remove ladder {start} → {end}</source>
        <translation>Retirer l’échelle {start} → {end}</translation>
    </message>
    <message>
        <source>Removed the ladder {start} → {end}</source>
        <translation>Échelle {start} → {end} retirée</translation>
    </message>
    <message>
        <source>Remove snake {start} → {end}</source>
        <translation>Retirer le serpent {start} → {end}</translation>
    </message>
    <message>
        <source>Removed the snake {start} → {end}</source>
        <translation>Serpent {start} → {end} retiré</translation>
    </message>
    <message>
        <source>Remove jump {start} → {end}</source>
        <translation>Retirer le saut {start} → {end}</translation>
    </message>
    <message>
        <source>Removed the jump {start} → {end}</source>
        <translation>Saut {start} → {end} retiré</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n jump(s)</source>
        <translation>
            <numerusform>Supprimer %n saut</numerusform>
            <numerusform>Supprimer %n sauts</numerusform>
        </translation>
    </message>
    <message>
        <source>A {rows}×{cols} board has no room for {what} ({listed}). Remove it and resize?</source>
        <translation>Un plateau de {rows}×{cols} n’a pas de place pour {what} ({listed}). Supprimer et redimensionner ?</translation>
    </message>
    <message>
        <source>A {rows}×{cols} board has no room for {what} ({listed}). Remove them and resize?</source>
        <translation>Un plateau de {rows}×{cols} n’a pas de place pour {what} ({listed}). Les supprimer et redimensionner ?</translation>
    </message>
    <message>
        <source>Resize board</source>
        <translation>Redimensionner le plateau</translation>
    </message>
    <message>
        <source>Resize to {rows}×{cols}</source>
        <translation>Redimensionner en {rows}×{cols}</translation>
    </message>
    <message numerus="yes">
        <source>%n jump(s) going nowhere</source>
        <translation>
            <numerusform>%n saut qui ne mène nulle part</numerusform>
            <numerusform>%n sauts qui ne mènent nulle part</numerusform>
        </translation>
    </message>
    <message>
        <source>{first}, {second} and {third}</source>
        <translation>{first}, {second} et {third}</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} et {second}</translation>
    </message>
    <message>
        <source>Generating a board…</source>
        <translation>Génération d’un plateau…</translation>
    </message>
    <message>
        <source>No board was made: {why}.</source>
        <translation>Aucun plateau n’a été créé : {why}.</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %n board(s): nothing was changed.</source>
        <translation>
            <numerusform>Annulé après %n plateau : rien n’a été modifié.</numerusform>
            <numerusform>Annulé après %n plateaux : rien n’a été modifié.</numerusform>
        </translation>
    </message>
    <message>
        <source>Generate a board</source>
        <translation>Générer un plateau</translation>
    </message>
    <message numerus="yes">
        <source>After %n board(s), none met every target:</source>
        <translation>
            <numerusform>Après %n plateau, aucun n’atteint tous les objectifs :</numerusform>
            <numerusform>Après %n plateaux, aucun n’atteint tous les objectifs :</numerusform>
        </translation>
    </message>
    <message>
        <source>Use the closest board found?</source>
        <translation>Utiliser le plateau le plus proche trouvé ?</translation>
    </message>
    <message>
        <source>No board met every target: {misses}. Change them or the seed.</source>
        <translation>Aucun plateau n’atteint tous les objectifs : {misses}. Modifiez-les ou changez la graine.</translation>
    </message>
    <message>
        <source>Generated {rows}×{cols}, seed {seed}</source>
        <translation>{rows}×{cols} généré, graine {seed}</translation>
    </message>
    <message>
        <source>Generate board</source>
        <translation>Générer un plateau</translation>
    </message>
    <message>
        <source>Generated a {rows}×{cols} board: fewest throws {throws}</source>
        <translation>Plateau de {rows}×{cols} généré : minimum de {throws} lancers</translation>
    </message>
    <message>
        <source>; a game lasts {turns} turns on average</source>
        <translation> ; une partie dure {turns} tours en moyenne</translation>
    </message>
    <message>
        <source> (a long game: set an expected length to keep it shorter)</source>
        <translation> (une partie longue : fixez une durée moyenne pour la raccourcir)</translation>
    </message>
    <message numerus="yes">
        <source>Tune takes boards of up to %n squares (50×50)</source>
        <translation>
            <numerusform>L’ajustement accepte les plateaux de %n case au plus (50×50)</numerusform>
            <numerusform>L’ajustement accepte les plateaux de %n cases au plus (50×50)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tune layout: %n snake(s) or ladder(s) moved</source>
        <translation>
            <numerusform>Ajuster la disposition : %n déplacement de serpent ou d’échelle</numerusform>
            <numerusform>Ajuster la disposition : %n déplacements de serpents ou d’échelles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tuned the layout: %n snake(s) or ladder(s) moved</source>
        <translation>
            <numerusform>Disposition ajustée : %n déplacement de serpent ou d’échelle</numerusform>
            <numerusform>Disposition ajustée : %n déplacements de serpents ou d’échelles</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EndPanel</name>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>&amp;Rematch</source>
        <translation>&amp;Revanche</translation>
    </message>
    <message>
        <source>The same players again on this board</source>
        <translation>Les mêmes joueurs, à nouveau sur ce plateau</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>Sa&amp;ve Game…</source>
        <translation>&amp;Enregistrer la partie…</translation>
    </message>
    <message>
        <source>&amp;Close Game</source>
        <translation>&amp;Fermer la partie</translation>
    </message>
    <message>
        <source>Put the game away: the board stays open</source>
        <translation>Ranger la partie : le plateau reste ouvert</translation>
    </message>
</context>
<context>
    <name>ErrorReporter</name>
    <message>
        <source>Something went wrong</source>
        <translation>Un problème est survenu</translation>
    </message>
    <message>
        <source>{app} ran into an error it did not expect. Your board is safe in the autosave.</source>
        <translation>{app} a rencontré une erreur inattendue. Votre plateau est à l’abri dans la sauvegarde automatique.</translation>
    </message>
    <message>
        <source>{error}. The details are in {file}. You can go on working; saving your board now is wise.</source>
        <translation>{error}. Les détails sont dans {file}. Vous pouvez continuer à travailler ; il est prudent d’enregistrer votre plateau maintenant.</translation>
    </message>
    <message>
        <source>{error}. You can go on working; saving your board now is wise.</source>
        <translation>{error}. Vous pouvez continuer à travailler ; il est prudent d’enregistrer votre plateau maintenant.</translation>
    </message>
    <message>
        <source>Copy Details</source>
        <translation>Copier les détails</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>Sheet {number} of {count}: row {row} of {rows}, column {column} of {columns}</source>
        <translation>Feuille {number} sur {count} : ligne {row} sur {rows}, colonne {column} sur {columns}</translation>
    </message>
    <message>
        <source>cannot export a file with no extension: use .png, .svg or .pdf</source>
        <translation>impossible d’exporter un fichier sans extension : utilisez .png, .svg ou .pdf</translation>
    </message>
    <message>
        <source>cannot export to .{kind}: use .png, .svg or .pdf</source>
        <translation>impossible d’exporter en .{kind} : utilisez .png, .svg ou .pdf</translation>
    </message>
    <message>
        <source>the resolution is 150, 300 or 600 dpi, not {dpi}</source>
        <translation>la résolution est de 150, 300 ou 600 dpi, pas {dpi}</translation>
    </message>
    <message>
        <source>a PNG is {low} to {high} pixels on its longer side, not {size}</source>
        <translation>un PNG mesure de {low} à {high} pixels sur son grand côté, pas {size}</translation>
    </message>
    <message>
        <source>PDF/X is a kind of PDF: export it as .pdf</source>
        <translation>Le PDF/X est une sorte de PDF : exportez-le en .pdf</translation>
    </message>
    <message>
        <source>texts as outlines are for SVG (a PDF carries its font already)</source>
        <translation>les textes vectorisés sont pour le SVG (un PDF contient déjà sa police)</translation>
    </message>
    <message>
        <source>a poster of several sheets is made as a PDF (a page a sheet): export it as .pdf</source>
        <translation>une affiche de plusieurs feuilles se fait en PDF (une page par feuille) : exportez-la en .pdf</translation>
    </message>
    <message>
        <source>{paper} at {dpi} dpi is {width}×{height} pixels ({millions} million); a PNG has at most {most} million: choose a lower resolution, or export it as PDF</source>
        <translation>{paper} à {dpi} dpi donne {width}×{height} pixels ({millions} millions) ; un PNG en a au plus {most} millions : choisissez une résolution plus basse, ou exportez en PDF</translation>
    </message>
    <message>
        <source>a {rows}×{cols} board is too large for {format} (every square is a shape; at most {most} squares): export it as PNG instead</source>
        <translation>un plateau de {rows}×{cols} est trop grand pour le {format} (chaque case est une forme ; {most} cases au plus) : exportez-le plutôt en PNG</translation>
    </message>
    <message>
        <source>the picture could not be encoded as PNG</source>
        <translation>l’image n’a pas pu être encodée en PNG</translation>
    </message>
    <message>
        <source>Snakes &amp; Ladders board</source>
        <translation>Plateau de Serpents et échelles</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export as PNG</source>
        <translation>Exporter en PNG</translation>
    </message>
    <message>
        <source>Export as SVG</source>
        <translation>Exporter en SVG</translation>
    </message>
    <message>
        <source>Export as PDF</source>
        <translation>Exporter en PDF</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
</context>
<context>
    <name>FewestThrowsLabel</name>
    <message>
        <source>The fewest throws with one die a throw (LeetCode's problem); Learn → Play (F5) shows how breadth-first search finds it. A game under the board's own rules is in Analysis.</source>
        <translation>Le minimum de lancers avec un dé par lancer (le problème de LeetCode) ; Apprendre → Lecture (F5) montre comment le parcours en largeur le trouve. Une partie selon les règles du plateau est dans Analyse.</translation>
    </message>
    <message>
        <source>Fewest throws: working it out…</source>
        <translation>Minimum de lancers : calcul…</translation>
    </message>
    <message>
        <source>Fewest throws: {throws}</source>
        <translation>Minimum de lancers : {throws}</translation>
    </message>
    <message>
        <source>One die a throw never reaches the goal</source>
        <translation>Avec un dé par lancer, l’arrivée est inaccessible</translation>
    </message>
</context>
<context>
    <name>Figures</name>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n tour</numerusform>
            <numerusform>%n tours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>half of games end within %n turn(s)</source>
        <translation>
            <numerusform>la moitié des parties finissent en %n tour</numerusform>
            <numerusform>la moitié des parties finissent en %n tours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>90% of games end within %n turn(s)</source>
        <translation>
            <numerusform>90 % des parties finissent en %n tour</numerusform>
            <numerusform>90 % des parties finissent en %n tours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>half of games last more than %n turn(s)</source>
        <translation>
            <numerusform>la moitié des parties durent plus de %n tour</numerusform>
            <numerusform>la moitié des parties durent plus de %n tours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>90% of games last more than %n turn(s)</source>
        <translation>
            <numerusform>90 % des parties durent plus de %n tour</numerusform>
            <numerusform>90 % des parties durent plus de %n tours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>last more than %n turn(s)</source>
        <translation>
            <numerusform>durent plus de %n tour</numerusform>
            <numerusform>durent plus de %n tours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{chance} of games finish within %n turn(s)</source>
        <translation>
            <numerusform>{chance} des parties finissent en %n tour</numerusform>
            <numerusform>{chance} des parties finissent en %n tours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>at least {chance} of games finish within %n turn(s)</source>
        <translation>
            <numerusform>au moins {chance} des parties finissent en %n tour</numerusform>
            <numerusform>au moins {chance} des parties finissent en %n tours</numerusform>
        </translation>
    </message>
    <message>
        <source>less than {least} ({chance})</source>
        <translation>moins de {least} ({chance})</translation>
    </message>
    <message>
        <source>more than {most}</source>
        <translation>plus de {most}</translation>
    </message>
    <message numerus="yes">
        <source>a chance too small to write (below {least}) of finishing within %n turn(s)</source>
        <translation>
            <numerusform>une chance trop petite pour être écrite (moins de {least}) de finir en %n tour</numerusform>
            <numerusform>une chance trop petite pour être écrite (moins de {least}) de finir en %n tours</numerusform>
        </translation>
    </message>
    <message>
        <source>more than {largest}</source>
        <translation>plus de {largest}</translation>
    </message>
    <message>
        <source>A token can never reach the goal: every game goes on for ever.</source>
        <translation>Un pion ne peut jamais atteindre l’arrivée : chaque partie dure indéfiniment.</translation>
    </message>
    <message>
        <source>between {low} and {high}</source>
        <translation>entre {low} et {high}</translation>
    </message>
    <message>
        <source>The goal can be missed for ever: {share} of games never end, so the expected length is infinite.</source>
        <translation>L’arrivée peut ne jamais être atteinte : {share} des parties ne finissent jamais, la durée moyenne est donc infinie.</translation>
    </message>
    <message>
        <source>One player: {turns} turns on average.</source>
        <translation>Un joueur : {turns} tours en moyenne.</translation>
    </message>
    <message>
        <source>One player: at least {turns} turns on average (games this long are followed for {followed} turns, when nearly all of them are still going).</source>
        <translation>Un joueur : au moins {turns} tours en moyenne (les parties aussi longues sont suivies sur {followed} tours ; à ce stade, presque toutes continuent encore).</translation>
    </message>
    <message>
        <source>One player: at least {turns} turns on average (games this long are followed for {followed} turns, when {share} are still going).</source>
        <translation>Un joueur : au moins {turns} tours en moyenne (les parties aussi longues sont suivies sur {followed} tours ; à ce stade, {share} continuent encore).</translation>
    </message>
    <message>
        <source>One player: the expected length could not be worked out.</source>
        <translation>Un joueur : la durée moyenne n’a pas pu être calculée.</translation>
    </message>
    <message>
        <source>half of games never end</source>
        <translation>la moitié des parties ne finissent jamais</translation>
    </message>
    <message>
        <source>90% of games never end</source>
        <translation>90 % des parties ne finissent jamais</translation>
    </message>
    <message>
        <source>never end</source>
        <translation>ne finissent jamais</translation>
    </message>
    <message>
        <source>no</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>{low} to {high}</source>
        <translation>{low} à {high}</translation>
    </message>
    <message>
        <source>for ever</source>
        <translation>infini</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <source>{times} times</source>
        <translation>{times} fois</translation>
    </message>
</context>
<context>
    <name>FileController</name>
    <message>
        <source>New board</source>
        <translation>Nouveau plateau</translation>
    </message>
    <message>
        <source>Cannot open board</source>
        <translation>Impossible d’ouvrir le plateau</translation>
    </message>
    <message>
        <source>{name} could not be opened:
{why}</source>
        <translation>Impossible d’ouvrir {name} :
{why}</translation>
    </message>
    <message>
        <source>Opened {name}</source>
        <translation>{name} ouvert</translation>
    </message>
    <message>
        <source>Imported {name}</source>
        <translation>{name} importé</translation>
    </message>
    <message>
        <source>Imported {name} (a bare matrix): save it as a .snl board</source>
        <translation>{name} importé (une matrice seule) : enregistrez-le comme plateau .snl</translation>
    </message>
    <message>
        <source>Imported {name} (snake and ladder lists): save it as a .snl board</source>
        <translation>{name} importé (listes de serpents et d’échelles) : enregistrez-le comme plateau .snl</translation>
    </message>
    <message>
        <source>Imported {name} (a linear move array): save it as a .snl board</source>
        <translation>{name} importé (un tableau move linéaire) : enregistrez-le comme plateau .snl</translation>
    </message>
    <message>
        <source>Imported {name}: save it as a .snl board</source>
        <translation>{name} importé : enregistrez-le comme plateau .snl</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>Recharger</translation>
    </message>
    <message>
        <source>Drop your unsaved changes and reload {name} from disk?</source>
        <translation>Abandonner vos modifications non enregistrées et recharger {name} depuis le disque ?</translation>
    </message>
    <message>
        <source>Cannot revert</source>
        <translation>Impossible de recharger</translation>
    </message>
    <message>
        <source>{name} could not be read:
{why}</source>
        <translation>Impossible de lire {name} :
{why}</translation>
    </message>
    <message>
        <source>Save board as</source>
        <translation>Enregistrer le plateau sous</translation>
    </message>
    <message>
        <source>Snakes &amp; Ladders boards (*.snl)</source>
        <translation>Plateaux Serpents et échelles (*.snl)</translation>
    </message>
    <message>
        <source>Cannot reload</source>
        <translation>Impossible de recharger</translation>
    </message>
    <message>
        <source>Save restored work</source>
        <translation>Enregistrer le travail restauré</translation>
    </message>
    <message>
        <source>Replace {name} with the work restored after the crash?</source>
        <translation>Remplacer {name} par le travail restauré après le plantage ?</translation>
    </message>
    <message>
        <source>Cannot save board</source>
        <translation>Impossible d’enregistrer le plateau</translation>
    </message>
    <message>
        <source>{name} could not be saved: {why}.
Your board is still open and unchanged; the file on disk is as it was.</source>
        <translation>Impossible d’enregistrer {name} : {why}.
Votre plateau est toujours ouvert et intact ; le fichier sur le disque n’a pas changé.</translation>
    </message>
    <message>
        <source>Saved {name}</source>
        <translation>{name} enregistré</translation>
    </message>
    <message>
        <source>{name} was deleted or moved by another program: Save writes it again</source>
        <translation>{name} a été supprimé ou déplacé par un autre programme : Enregistrer le réécrira</translation>
    </message>
    <message>
        <source>Print {name}</source>
        <translation>Imprimer {name}</translation>
    </message>
    <message>
        <source>Drawing {name}…</source>
        <translation>Dessin de {name}…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Cannot export board</source>
        <translation>Impossible d’exporter le plateau</translation>
    </message>
    <message>
        <source>{name} was not made: {why}.</source>
        <translation>{name} n’a pas été créé : {why}.</translation>
    </message>
    <message>
        <source>{name} could not be written: {why}. Any earlier file of that name is unchanged.</source>
        <translation>Impossible d’écrire {name} : {why}. Un éventuel fichier existant de ce nom n’a pas été modifié.</translation>
    </message>
    <message>
        <source>Exported {name}</source>
        <translation>{name} exporté</translation>
    </message>
    <message>
        <source>Export board as PNG</source>
        <translation>Exporter le plateau en PNG</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Image PNG (*.png)</translation>
    </message>
    <message>
        <source>Export board as SVG</source>
        <translation>Exporter le plateau en SVG</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>Dessin SVG (*.svg)</translation>
    </message>
    <message>
        <source>Export board as PDF</source>
        <translation>Exporter le plateau en PDF</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>Document PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>a number with a decimal point</source>
        <translation>un nombre décimal</translation>
    </message>
    <message>
        <source>board</source>
        <translation>un plateau</translation>
    </message>
    <message>
        <source>saved game</source>
        <translation>une partie sauvegardée</translation>
    </message>
    <message>
        <source>board file</source>
        <translation>un fichier de plateau</translation>
    </message>
    <message>
        <source>the file is larger than {size} MB; a board file is much smaller</source>
        <translation>le fichier dépasse {size} Mo ; un fichier de plateau est bien plus petit</translation>
    </message>
    <message>
        <source>this is a folder, not a {what}</source>
        <translation>c’est un dossier, pas {what}</translation>
    </message>
    <message>
        <source>this is not a regular file (a pipe or a device?): save the {what} to a file first</source>
        <translation>ce n’est pas un fichier ordinaire (un tube ou un périphérique ?) : pour ouvrir {what}, enregistrez d’abord son contenu dans un fichier</translation>
    </message>
    <message>
        <source>the file is {size} MB; a {what} is at most {most} MB</source>
        <translation>le fichier fait {size} Mo ; {what} fait au plus {most} Mo</translation>
    </message>
    <message>
        <source>cannot read the file: {reason}</source>
        <translation>impossible de lire le fichier : {reason}</translation>
    </message>
    <message>
        <source>not a {what}: the file holds {count:,} lists and objects; a {what} needs at most {most:,}</source>
        <translation>ce n’est pas {what} : le fichier contient {count:,} listes et objets ; {what} en contient au plus {most:,}</translation>
    </message>
    <message>
        <source>not a {what}: the file holds {count:,} texts; a {what} needs at most {most:,}</source>
        <translation>ce n’est pas {what} : le fichier contient {count:,} textes ; {what} en contient au plus {most:,}</translation>
    </message>
    <message>
        <source>not a text file: byte {byte} is not UTF-8 (is this a {what} file?)</source>
        <translation>ce n’est pas un fichier texte : l’octet {byte} n’est pas de l’UTF-8 (ce fichier contient-il vraiment {what} ?)</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>le fichier est vide</translation>
    </message>
    <message>
        <source>{name} is not a number a {what} can hold</source>
        <translation>{name} n’est pas un nombre possible dans {what}</translation>
    </message>
    <message>
        <source>the file is damaged or is not a {what} file: its text (JSON) breaks off or is garbled at line {line}, column {column} ({reason})</source>
        <translation>le fichier est endommagé ou ne contient pas {what} : son texte (JSON) s’interrompt ou devient illisible à la ligne {line}, colonne {column} ({reason})</translation>
    </message>
    <message>
        <source>not a {what}: the JSON is nested far too deep</source>
        <translation>ce n’est pas {what} : le JSON est imbriqué bien trop profondément</translation>
    </message>
    <message>
        <source>not a {what}: a number in it has {count} digits</source>
        <translation>ce n’est pas {what} : un de ses nombres a {count} chiffres</translation>
    </message>
    <message>
        <source>not a {what}: {reason}</source>
        <translation>ce n’est pas {what} : {reason}</translation>
    </message>
    <message>
        <source>this is a socket, not a file: nothing was written</source>
        <translation>c’est un socket, pas un fichier : rien n’a été écrit</translation>
    </message>
    <message>
        <source>this is a disk device: it is not written over; choose a file</source>
        <translation>c’est un périphérique disque : il ne sera pas écrasé ; choisissez un fichier</translation>
    </message>
    <message>
        <source>nothing is reading from this pipe: start the program that reads it first</source>
        <translation>rien ne lit ce tube : lancez d’abord le programme qui le lit</translation>
    </message>
</context>
<context>
    <name>FolderDialog</name>
    <message>
        <source>Check a Folder</source>
        <translation>Vérifier un dossier</translation>
    </message>
    <message>
        <source>Every .py file of a folder (not its subfolders) is run over {count} boards, each in a separate process, {at_once} at once. Double-click a row, or press Enter on it, for that file's full report.</source>
        <translation>Chaque fichier .py d’un dossier (sans ses sous-dossiers) est exécuté sur {count} plateaux, chacun dans un processus séparé, {at_once} à la fois. Double-cliquez sur une ligne, ou appuyez sur Enter dessus, pour voir le rapport complet de ce fichier.</translation>
    </message>
    <message>
        <source>Choose a &amp;Folder…</source>
        <translation>Choisir un &amp;dossier…</translation>
    </message>
    <message>
        <source>Choose a folder of students' solutions.</source>
        <translation>Choisissez un dossier de solutions d’élèves.</translation>
    </message>
    <message>
        <source>Filter by file name or text</source>
        <translation>Filtrer par nom de fichier ou texte</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Filtre</translation>
    </message>
    <message>
        <source>Show only fai&amp;ling</source>
        <translation>Afficher seulement les é&amp;checs</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>&amp;Exporter en CSV…</translation>
    </message>
    <message>
        <source>The class's files</source>
        <translation>Les fichiers de la classe</translation>
    </message>
    <message>
        <source>Choose a folder of solutions</source>
        <translation>Choisir un dossier de solutions</translation>
    </message>
    <message>
        <source>This folder cannot be read: {reason}</source>
        <translation>Impossible de lire ce dossier : {reason}</translation>
    </message>
    <message>
        <source>There is no .py file in this folder.</source>
        <translation>Ce dossier ne contient aucun fichier .py.</translation>
    </message>
    <message>
        <source>This folder has {count} .py files; at most {most} are checked at once.</source>
        <translation>Ce dossier contient {count} fichiers .py ; {most} au plus sont vérifiés à la fois.</translation>
    </message>
    <message>
        <source>Timing the reference (a plain breadth-first search)…</source>
        <translation>Mesure de la référence (un parcours en largeur simple)…</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Vérification…</translation>
    </message>
    <message>
        <source>{done} of {total} checked</source>
        <translation>Vérifiés : {done} sur {total}</translation>
    </message>
    <message>
        <source>The check stopped: {reason}</source>
        <translation>La vérification s’est arrêtée : {reason}</translation>
    </message>
    <message>
        <source>Cancelled: {done} of {total} checked; the rows done are kept.</source>
        <translation>Annulé après {done} sur {total} ; les lignes terminées sont conservées.</translation>
    </message>
    <message>
        <source>Done: {done} of {total} checked.</source>
        <translation>Vérification terminée : {done} sur {total}.</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Annulation…</translation>
    </message>
    <message>
        <source>CSV files ({pattern})</source>
        <translation>Fichiers CSV ({pattern})</translation>
    </message>
    <message>
        <source>Export the class table</source>
        <translation>Exporter le tableau de la classe</translation>
    </message>
    <message>
        <source>{file} cannot be written: {reason}</source>
        <translation>Impossible d’écrire {file} : {reason}</translation>
    </message>
    <message>
        <source>Exported to {file}.</source>
        <translation>Exporté vers {file}.</translation>
    </message>
</context>
<context>
    <name>FullScreen</name>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Plein écran</translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <source>{dice} — throw again</source>
        <translation>{dice} — encore un lancer</translation>
    </message>
    <message>
        <source>three sixes — turn lost</source>
        <translation>trois 6 — tour perdu</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est finie.</translation>
    </message>
    <message>
        <source>It is not {name}'s turn.</source>
        <translation>Ce n’est pas le tour de {name}.</translation>
    </message>
    <message>
        <source>{name} rolled {what}</source>
        <translation>{name} a lancé {what}</translation>
    </message>
    <message>
        <source>; then {what}</source>
        <translation> ; puis {what}</translation>
    </message>
    <message>
        <source>{name} rolled three sixes: the turn is lost, {name} stays on {square}</source>
        <translation>{name} a lancé trois 6 : le tour est perdu, {name} reste sur la case {square}</translation>
    </message>
    <message>
        <source>{name} rolled {dice}: a 6 is needed to start, so {name} waits off the board</source>
        <translation>{name} a lancé {dice} : il faut un 6 pour entrer, donc {name} attend hors du plateau</translation>
    </message>
    <message>
        <source>{name} rolled {dice}: that would go past the last square, so {name} stays on {square}</source>
        <translation>{name} a lancé {dice} : cela dépasserait la dernière case, donc {name} reste sur la case {square}</translation>
    </message>
    <message>
        <source>★ {name} wins! ★</source>
        <translation>★ {name} a gagné ! ★</translation>
    </message>
    <message>
        <source>{turn} and wins!</source>
        <translation>{turn} et gagne !</translation>
    </message>
    <message>
        <source>{dice}: a 6 is needed to start, so {name} waits off the board</source>
        <translation>{dice} : il faut un 6 pour entrer, donc {name} attend hors du plateau</translation>
    </message>
    <message>
        <source>{dice}: three sixes, so {name} goes back to {square}</source>
        <translation>{dice} : trois 6, donc {name} retourne sur la case {square}</translation>
    </message>
    <message>
        <source>{dice}: that would go past the last square, so {name} stays on {square}</source>
        <translation>{dice} : cela dépasserait la dernière case, donc {name} reste sur la case {square}</translation>
    </message>
    <message>
        <source>, bounced back from {top} to {square}</source>
        <translation>, rebondi de {top} à {square}</translation>
    </message>
    <message>
        <source>, moved from {start} to {end}</source>
        <translation>, avancé de {start} à {end}</translation>
    </message>
    <message>
        <source>, climbed from {start} to {end}</source>
        <translation>, grimpé de {start} à {end}</translation>
    </message>
    <message>
        <source>, slid down from {start} to {end}</source>
        <translation>, glissé de {start} à {end}</translation>
    </message>
    <message>
        <source>{name} threw three sixes and lost the turn</source>
        <translation>{name} a fait trois 6 et a perdu son tour</translation>
    </message>
    <message>
        <source>{name} threw {dice} — a 6 is needed to start</source>
        <translation>{name} a fait {dice} — il faut un 6 pour entrer</translation>
    </message>
    <message>
        <source>{name} threw {what}</source>
        <translation>{name} a fait {what}</translation>
    </message>
    <message>
        <source>, then {what}</source>
        <translation>, puis {what}</translation>
    </message>
    <message>
        <source>{turn} — and won!</source>
        <translation>{turn} — et c’est gagné !</translation>
    </message>
    <message>
        <source>{dice} — a 6 is needed to start</source>
        <translation>{dice} — il faut un 6 pour entrer</translation>
    </message>
    <message>
        <source>{dice}: three sixes, so back to {square}</source>
        <translation>{dice} : trois 6, retour à la case {square}</translation>
    </message>
    <message>
        <source>{dice}: too far, so {name} stays on {square}</source>
        <translation>{dice} : trop loin, {name} reste sur la case {square}</translation>
    </message>
    <message>
        <source>{dice} and climbed the ladder from {start} to {end}</source>
        <translation>{dice} et a grimpé à l’échelle de {start} à {end}</translation>
    </message>
    <message>
        <source>{dice} and slid down the snake from {start} to {end}</source>
        <translation>{dice} et a glissé le long du serpent de {start} à {end}</translation>
    </message>
    <message>
        <source>{dice}, bounced back and stopped on {square}</source>
        <translation>{dice} et a rebondi jusqu’à la case {square}</translation>
    </message>
    <message>
        <source>{dice} and moved from {start} to {end}</source>
        <translation>{dice} et a avancé de {start} à {end}</translation>
    </message>
    <message>
        <source>{first}; {then}</source>
        <translation>{first} ; {then}</translation>
    </message>
    <message>
        <source>{name} has won</source>
        <translation>{name} a gagné</translation>
    </message>
    <message>
        <source>{name}'s turn</source>
        <translation>à {name} de jouer</translation>
    </message>
    <message>
        <source>{name} is here</source>
        <translation>{name} est ici</translation>
    </message>
    <message>
        <source>{names} and {last} are here</source>
        <translation>{names} et {last} sont ici</translation>
    </message>
    <message>
        <source>{name} needs a 6 to start</source>
        <translation>{name} doit faire un 6 pour entrer</translation>
    </message>
    <message>
        <source>{name} on {square}</source>
        <translation>{name} sur la case {square}</translation>
    </message>
    <message>
        <source>{name} off the board</source>
        <translation>{name} hors du plateau</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>{name} has won!</source>
        <translation>{name} a gagné !</translation>
    </message>
    <message>
        <source>{name} is moving…</source>
        <translation>{name} se déplace…</translation>
    </message>
    <message>
        <source>{name} is throwing…</source>
        <translation>{name} lance le dé…</translation>
    </message>
    <message>
        <source>{name}'s turn (the computer throws)</source>
        <translation>À {name} de jouer (l’ordinateur lance)</translation>
    </message>
    <message>
        <source>{name}'s turn</source>
        <translation>À {name} de jouer</translation>
    </message>
    <message>
        <source>Wait: {name}'s token is still moving.</source>
        <translation>Attendez : le pion de {name} bouge encore.</translation>
    </message>
    <message>
        <source>Wait: the die is still rolling.</source>
        <translation>Attendez : le dé roule encore.</translation>
    </message>
    <message>
        <source>{dice}: {name} throws again.</source>
        <translation>{dice} : {name} relance.</translation>
    </message>
    <message>
        <source>Game completed: {name} has won. Choose Rematch or New Game to play again.</source>
        <translation>Partie terminée : {name} a gagné. Choisissez Revanche ou Nouvelle partie pour rejouer.</translation>
    </message>
    <message>
        <source>{wait} The die was not thrown.</source>
        <translation>{wait} Le dé n’a pas été lancé.</translation>
    </message>
    <message>
        <source>{wait} That die was not used.</source>
        <translation>{wait} Ce dé n’a pas été pris en compte.</translation>
    </message>
    <message>
        <source>It is {name}'s turn: the computer throws for {name}.</source>
        <translation>C’est à {name} de jouer : l’ordinateur lance pour {name}.</translation>
    </message>
    <message>
        <source>{wait} Nothing was taken back.</source>
        <translation>{wait} Rien n’a été annulé.</translation>
    </message>
    <message>
        <source>Take back the dice of this turn?</source>
        <translation>Annuler les dés de ce tour ?</translation>
    </message>
    <message>
        <source>There is no turn to take back.</source>
        <translation>Il n’y a aucun tour à annuler.</translation>
    </message>
    <message>
        <source>Take back {name}'s last turn?</source>
        <translation>Annuler le dernier tour de {name} ?</translation>
    </message>
    <message numerus="yes">
        <source>Take back the last %n turn(s), by {players}?</source>
        <translation>
            <numerusform>Annuler %n tour, le dernier, joué par {players} ?</numerusform>
            <numerusform>Annuler les %n derniers tours, joués par {players} ?</numerusform>
        </translation>
    </message>
    <message>
        <source>Dice taken back: {name} throws again from the start of the turn.</source>
        <translation>Dés annulés : {name} relance depuis le début du tour.</translation>
    </message>
    <message>
        <source>Took back {name}'s turn ({dice}).</source>
        <translation>Tour de {name} annulé ({dice}).</translation>
    </message>
</context>
<context>
    <name>GameFile</name>
    <message>
        <source>player {number} is not a Seat but {type}</source>
        <translation>le joueur {number} n’est pas un Seat mais {type}</translation>
    </message>
    <message>
        <source>player {player}: 'computer' must be true or false, not {value}</source>
        <translation>joueur {player} : 'computer' doit valoir true ou false, pas {value}</translation>
    </message>
    <message>
        <source>player {player}: 'wins' must be a whole number from 0 to {most}, not {value}</source>
        <translation>joueur {player} : 'wins' doit être un nombre entier de 0 à {most}, pas {value}</translation>
    </message>
    <message>
        <source>player {player}: colour {value} is not a colour like "#1f77b4" ('#' and six hexadecimal digits)</source>
        <translation>joueur {player} : la couleur {value} n’est pas une couleur comme "#1f77b4" ('#' et six chiffres hexadécimaux)</translation>
    </message>
    <message>
        <source>player {player}: animal {value} is not one of {animals}</source>
        <translation>joueur {player} : l’animal {value} ne fait pas partie de {animals}</translation>
    </message>
    <message>
        <source>a game has {least} to {most} players, not {count}</source>
        <translation>une partie compte de {least} à {most} joueurs, pas {count}</translation>
    </message>
    <message>
        <source>a saved game holds at most {most} turns, not {count}</source>
        <translation>une partie sauvegardée contient au plus {most} tours, pas {count}</translation>
    </message>
    <message>
        <source>turn {number} is not a (player, dice) pair: {value}</source>
        <translation>le tour {number} n’est pas une paire (joueur, dés) : {value}</translation>
    </message>
    <message>
        <source>turn {number}: the dice must be a list of numbers, not {value}</source>
        <translation>tour {number} : les dés doivent être une liste de nombres, pas {value}</translation>
    </message>
    <message>
        <source>turn {number}: the player must be text, not {value}</source>
        <translation>tour {number} : le joueur doit être du texte, pas {value}</translation>
    </message>
    <message>
        <source>{players} players but {tallies} tallies of wins</source>
        <translation>{players} joueurs mais {tallies} décomptes de victoires</translation>
    </message>
    <message>
        <source>the players cannot play: {why}</source>
        <translation>les joueurs ne peuvent pas jouer : {why}</translation>
    </message>
    <message>
        <source>the seats ({seats}) are not the game's players ({players})</source>
        <translation>les places ({seats}) ne correspondent pas aux joueurs de la partie ({players})</translation>
    </message>
    <message>
        <source>{players} players but {colours} colours</source>
        <translation>{players} joueurs mais {colours} couleurs</translation>
    </message>
    <message>
        <source>turn {number} ({player}, dice {dice}) does not replay: {why}</source>
        <translation>le tour {number} ({player}, dés {dice}) ne peut pas être rejoué : {why}</translation>
    </message>
    <message>
        <source>{player} is not one of the players</source>
        <translation>{player} ne fait pas partie des joueurs</translation>
    </message>
    <message>
        <source>{winner} already won on turn {turn} ({result})</source>
        <translation>{winner} a déjà gagné au tour {turn} ({result})</translation>
    </message>
    <message>
        <source>it was {expected}'s turn, not {player}'s</source>
        <translation>c’était à {expected} de jouer, pas à {player}</translation>
    </message>
    <message>
        <source>the game is over, yet dice {dice} wait to be played</source>
        <translation>la partie est finie, mais les dés {dice} attendent d’être joués</translation>
    </message>
    <message>
        <source>the unfinished turn's dice must be whole numbers from 1 to 6, not {dice}</source>
        <translation>les dés du tour inachevé doivent être des nombres entiers de 1 à 6, pas {dice}</translation>
    </message>
    <message>
        <source>the unfinished turn's dice {dice} are a whole turn (only sixes that earn another throw can wait)</source>
        <translation>les dés {dice} du tour inachevé forment un tour complet (seuls des 6 qui donnent un autre lancer peuvent attendre)</translation>
    </message>
    <message>
        <source>the game holds text no file can save ({reason})</source>
        <translation>la partie contient du texte qu’aucun fichier ne peut enregistrer ({reason})</translation>
    </message>
    <message>
        <source>the file is larger than {megabytes} MB</source>
        <translation>le fichier dépasse {megabytes} Mo</translation>
    </message>
    <message>
        <source>not a saved game: expected a JSON object, found {found}</source>
        <translation>ce n’est pas une partie sauvegardée : un objet JSON était attendu, pas {found}</translation>
    </message>
    <message>
        <source>the saved game has no {key}</source>
        <translation>la partie sauvegardée n’a pas de {key}</translation>
    </message>
    <message>
        <source>the game's rules: {why}</source>
        <translation>règles de la partie : {why}</translation>
    </message>
    <message>
        <source>'pending' must be a list of at most two whole numbers, not {value}</source>
        <translation>'pending' doit être une liste d’au plus deux nombres entiers, pas {value}</translation>
    </message>
    <message>
        <source>true/false</source>
        <translation>vrai/faux</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>une liste</translation>
    </message>
    <message>
        <source>text</source>
        <translation>du texte</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>this is a board file, not a saved game: open it as a board</source>
        <translation>c’est un fichier de plateau, pas une partie sauvegardée : ouvrez-le comme plateau</translation>
    </message>
    <message>
        <source>not a saved game: the file has no 'format', expected {expected}</source>
        <translation>ce n’est pas une partie sauvegardée : le fichier n’a pas de 'format' ({expected} attendu)</translation>
    </message>
    <message>
        <source>not a saved game: the file has format {found}, expected {expected}</source>
        <translation>ce n’est pas une partie sauvegardée : le fichier est au format {found} au lieu de {expected}</translation>
    </message>
    <message>
        <source>the saved game has no valid 'version' (found {found})</source>
        <translation>la partie sauvegardée n’a pas de 'version' valide (trouvé : {found})</translation>
    </message>
    <message>
        <source>the saved game is version {version}; this app reads version {ours}: please update Snakes &amp; Ladders Studio</source>
        <translation>la partie sauvegardée est en version {version} ; cette application lit la version {ours} : veuillez mettre à jour Snakes &amp; Ladders Studio</translation>
    </message>
    <message>
        <source>the game's 'board' must be an object with rows, cols and matrix, not {found}</source>
        <translation>le 'board' de la partie doit être un objet avec rows, cols et matrix, pas {found}</translation>
    </message>
    <message>
        <source>the game's 'name' must be text, not {value}</source>
        <translation>le 'name' de la partie doit être du texte, pas {value}</translation>
    </message>
    <message>
        <source>the game's board: {why}</source>
        <translation>plateau de la partie : {why}</translation>
    </message>
    <message>
        <source>'players' must be a list of {{"id", "colour"}} objects, not {found}</source>
        <translation>'players' doit être une liste d’objets {{"id", "colour"}}, pas {found}</translation>
    </message>
    <message>
        <source>player {number} must be an object with "id" and "colour", not {value}</source>
        <translation>le joueur {number} doit être un objet avec "id" et "colour", pas {value}</translation>
    </message>
    <message>
        <source>'turns' must be a list of {{"player", "dice"}} objects, not {found}</source>
        <translation>'turns' doit être une liste d’objets {{"player", "dice"}}, pas {found}</translation>
    </message>
    <message>
        <source>the saved game has {count} turns; at most {most} are read</source>
        <translation>la partie sauvegardée a {count} tours ; {most} au plus sont lus</translation>
    </message>
    <message>
        <source>turn {number} must be an object with "player" and "dice", not {value}</source>
        <translation>le tour {number} doit être un objet avec "player" et "dice", pas {value}</translation>
    </message>
    <message>
        <source>turn {number} ({player}): the dice must be a list of whole numbers, not {value}</source>
        <translation>tour {number} ({player}) : les dés doivent être une liste de nombres entiers, pas {value}</translation>
    </message>
</context>
<context>
    <name>GameLockBar</name>
    <message>
        <source>Game in progress</source>
        <translation>Partie en cours</translation>
    </message>
    <message>
        <source>A game is being played on this board. End the game to change it.</source>
        <translation>Une partie se joue sur ce plateau. Terminez la partie pour le modifier.</translation>
    </message>
    <message>
        <source>Back to the Ga&amp;me</source>
        <translation>Re&amp;venir à la partie</translation>
    </message>
    <message>
        <source>En&amp;d Game…</source>
        <translation>&amp;Terminer la partie…</translation>
    </message>
    <message>
        <source>The Play room, where the game goes on</source>
        <translation>L’espace Jouer, où la partie continue</translation>
    </message>
    <message>
        <source>Put the game away (asks first); then the board can be changed</source>
        <translation>Ranger la partie (avec confirmation) ; le plateau peut ensuite être modifié</translation>
    </message>
</context>
<context>
    <name>GamePanel</name>
    <message>
        <source>Show the fewest throws from each square</source>
        <translation>Montrer le minimum de lancers depuis chaque case</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Tours</translation>
    </message>
    <message>
        <source>{name} threw {face}</source>
        <translation>{name} a fait un {face}</translation>
    </message>
    <message>
        <source>cannot reach the goal</source>
        <translation>ne peut pas atteindre l’arrivée</translation>
    </message>
</context>
<context>
    <name>GameRecorder</name>
    <message numerus="yes">
        <source>%Ln finished game(s) could not be written into the game history yet. They are kept in {file} and written the next time the app starts.</source>
        <translation>
            <numerusform>%Ln partie terminée n’a pas encore pu être enregistrée dans l’historique des parties. Elle est conservée dans {file} et sera enregistrée au prochain démarrage de l’application.</numerusform>
            <numerusform>%Ln parties terminées n’ont pas encore pu être enregistrées dans l’historique des parties. Elles sont conservées dans {file} et seront enregistrées au prochain démarrage de l’application.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln finished game(s) could not be written into the game history, nor kept for later.</source>
        <translation>
            <numerusform>%Ln partie terminée n’a pu être ni enregistrée dans l’historique des parties, ni conservée pour plus tard.</numerusform>
            <numerusform>%Ln parties terminées n’ont pu être ni enregistrées dans l’historique des parties, ni conservées pour plus tard.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game history: {what}</source>
        <translation>Historique des parties : {what}</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>Snakes &amp; Ladders games (*.snlgame);;All files (*)</source>
        <translation>Parties Serpents et échelles (*.snlgame);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>{board} game</source>
        <translation>Partie {board}</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Cannot save game</source>
        <translation>Impossible d’enregistrer la partie</translation>
    </message>
    <message>
        <source>{file} could not be saved: {why}. The game goes on.</source>
        <translation>Impossible d’enregistrer {file} : {why}. La partie continue.</translation>
    </message>
    <message>
        <source>Game saved to {file}</source>
        <translation>Partie enregistrée dans {file}</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <source>Cannot open game</source>
        <translation>Impossible d’ouvrir la partie</translation>
    </message>
    <message>
        <source>{file} cannot be resumed: {why}</source>
        <translation>Impossible de reprendre {file} : {why}</translation>
    </message>
    <message>
        <source>Open this game? The game in progress will end.</source>
        <translation>Ouvrir cette partie ? La partie en cours prendra fin.</translation>
    </message>
    <message>
        <source>Resumed {file}: {name} has already won</source>
        <translation>Partie {file} reprise : {name} a déjà gagné</translation>
    </message>
    <message>
        <source>Resumed {file}: {name}'s turn</source>
        <translation>Partie {file} reprise : à {name} de jouer</translation>
    </message>
    <message>
        <source>The game could not be autosaved: {why}. Game → Save Game keeps it.</source>
        <translation>La partie n’a pas pu être sauvegardée automatiquement : {why}. Partie → Enregistrer la partie la conserve.</translation>
    </message>
    <message>
        <source>Cannot resume the unfinished game</source>
        <translation>Impossible de reprendre la partie inachevée</translation>
    </message>
    <message>
        <source>The game cannot be resumed: {why}</source>
        <translation>La partie ne peut pas être reprise : {why}</translation>
    </message>
    <message>
        <source>Resume this game? The game in progress will end.</source>
        <translation>Reprendre cette partie ? La partie en cours prendra fin.</translation>
    </message>
    <message>
        <source>an untitled board</source>
        <translation>un plateau sans titre</translation>
    </message>
    <message>
        <source>Resumed the game on {board}: {name}'s turn</source>
        <translation>Partie reprise sur {board} : à {name} de jouer</translation>
    </message>
    <message>
        <source>Resumed the game on {board}: {name} has already won</source>
        <translation>Partie reprise sur {board} : {name} a déjà gagné</translation>
    </message>
    <message>
        <source>The game saved when the app last closed cannot be resumed: {why}</source>
        <translation>La partie enregistrée à la dernière fermeture de l’application ne peut pas être reprise : {why}</translation>
    </message>
    <message>
        <source>Resume game</source>
        <translation>Reprendre la partie</translation>
    </message>
    <message numerus="yes">
        <source>A game of {names} on {board} was not finished (%n turn(s) played), saved {when}. Resume it?</source>
        <translation>
            <numerusform>Une partie de {names} sur {board} n’est pas terminée (%n tour joué, sauvegarde : {when}). La reprendre ?</numerusform>
            <numerusform>Une partie de {names} sur {board} n’est pas terminée (%n tours joués, sauvegarde : {when}). La reprendre ?</numerusform>
        </translation>
    </message>
    <message>
        <source>Not Now keeps it: File → Unfinished Games resumes it later. Discard deletes it.</source>
        <translation>Plus tard la garde : Fichier → Parties inachevées permet de la reprendre ensuite. Supprimer l’efface.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
</context>
<context>
    <name>Generator</name>
    <message>
        <source>boards of up to {most} squares can be generated</source>
        <translation>seuls les plateaux de {most} cases au plus peuvent être générés</translation>
    </message>
    <message>
        <source>the numbers of snakes and ladders cannot be negative</source>
        <translation>les nombres de serpents et d’échelles ne peuvent pas être négatifs</translation>
    </message>
    <message>
        <source>{jumps} snakes and ladders need {squares} squares; this board has {free} free</source>
        <translation>{jumps} serpents et échelles demandent {squares} cases ; ce plateau en a {free} de libres</translation>
    </message>
    <message>
        <source>the fewest throws range is empty ({low} &gt; {high})</source>
        <translation>l’intervalle du minimum de lancers est vide ({low} &gt; {high})</translation>
    </message>
    <message>
        <source>the expected length range is empty ({low} &gt; {high})</source>
        <translation>l’intervalle de durée moyenne est vide ({low} &gt; {high})</translation>
    </message>
    <message>
        <source>could not place every snake and ladder without sharing squares: ask for fewer</source>
        <translation>impossible de placer tous les serpents et échelles sans partager de cases : demandez-en moins</translation>
    </message>
    <message>
        <source>fewest throws between {low} and {high}: the goal cannot be reached</source>
        <translation>minimum de lancers entre {low} et {high} : l’arrivée est inaccessible</translation>
    </message>
    <message>
        <source>fewest throws between {low} and {high} (best found: {found})</source>
        <translation>minimum de lancers entre {low} et {high} (meilleur résultat : {found})</translation>
    </message>
    <message>
        <source>expected length between {low} and {high}: games can go on for ever</source>
        <translation>durée moyenne entre {low} et {high} : les parties peuvent durer indéfiniment</translation>
    </message>
    <message>
        <source>expected length between {low} and {high} turns (best found: {found})</source>
        <translation>durée moyenne entre {low} et {high} tours (meilleur résultat : {found})</translation>
    </message>
</context>
<context>
    <name>GeneratorDialog</name>
    <message>
        <source>Generate a board</source>
        <translation>Générer un plateau</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>Carré</translation>
    </message>
    <message>
        <source>Keep as many columns as rows</source>
        <translation>Garder autant de colonnes que de lignes</translation>
    </message>
    <message>
        <source>Fewest throws between</source>
        <translation>Minimum de lancers entre</translation>
    </message>
    <message>
        <source>Expected length between</source>
        <translation>Durée moyenne entre</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Lignes</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Colonnes</translation>
    </message>
    <message>
        <source>Fewest throws: at least</source>
        <translation>Minimum de lancers : au moins</translation>
    </message>
    <message>
        <source>Fewest throws: at most</source>
        <translation>Minimum de lancers : au plus</translation>
    </message>
    <message>
        <source>Expected length: at least, in turns</source>
        <translation>Durée moyenne : au moins, en tours</translation>
    </message>
    <message>
        <source>Expected length: at most, in turns</source>
        <translation>Durée moyenne : au plus, en tours</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Taille :</translation>
    </message>
    <message>
        <source>Snakes:</source>
        <translation>Serpents :</translation>
    </message>
    <message>
        <source>Ladders:</source>
        <translation>Échelles :</translation>
    </message>
    <message>
        <source>and</source>
        <translation>et</translation>
    </message>
    <message>
        <source>throws</source>
        <translation>lancers</translation>
    </message>
    <message>
        <source>turns</source>
        <translation>tours</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Graine :</translation>
    </message>
    <message numerus="yes">
        <source>Boards of up to %n squares; no square holds two snakes or ladders, so there are no chains.</source>
        <translation>
            <numerusform>Plateaux de %n case au plus ; aucune case ne porte deux serpents ou échelles, il n’y a donc pas de chaînes.</numerusform>
            <numerusform>Plateaux de %n cases au plus ; aucune case ne porte deux serpents ou échelles, il n’y a donc pas de chaînes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>Générer</translation>
    </message>
</context>
<context>
    <name>Graph</name>
    <message>
        <source>throws from the start →</source>
        <translation>lancers depuis le départ →</translation>
    </message>
    <message>
        <source>goal: {throws}</source>
        <translation>arrivée : {throws}</translation>
    </message>
    <message>
        <source>never reached</source>
        <translation>jamais atteinte</translation>
    </message>
    <message>
        <source>never reached (the goal too)</source>
        <translation>jamais atteinte (l’arrivée non plus)</translation>
    </message>
</context>
<context>
    <name>GraphPanel</name>
    <message>
        <source>The search graph</source>
        <translation>Le graphe du parcours</translation>
    </message>
    <message>
        <source>Each square a token can rest on, in columns by its distance from the start</source>
        <translation>Chaque case où un pion peut s’arrêter, en colonnes selon sa distance au départ</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Adapter</translation>
    </message>
    <message>
        <source>Show the whole graph (Ctrl+wheel zooms)</source>
        <translation>Montrer tout le graphe (pour zoomer : Ctrl+wheel, soit Ctrl et la molette)</translation>
    </message>
    <message>
        <source>Copy adjacency list</source>
        <translation>Copier la liste d’adjacence</translation>
    </message>
    <message>
        <source>Each resting square and where throws 1–6 take it, as text</source>
        <translation>Chaque case d’arrêt et les cases où la mènent les lancers 1–6, en texte</translation>
    </message>
    <message>
        <source>Adjacency list</source>
        <translation>Liste d’adjacence</translation>
    </message>
    <message>
        <source>Hover a square to see where its six throws come to rest; click it to select it.</source>
        <translation>Survolez une case pour voir où s’arrêtent ses six lancers ; cliquez dessus pour la sélectionner.</translation>
    </message>
    <message numerus="yes">
        <source>Too many squares to draw as a graph (%Ln square(s); up to {most}): the adjacency list is below.</source>
        <translation>
            <numerusform>Trop de cases pour dessiner un graphe (%Ln case ; {most} au plus) : la liste d’adjacence est ci-dessous.</numerusform>
            <numerusform>Trop de cases pour dessiner un graphe (%Ln cases ; {most} au plus) : la liste d’adjacence est ci-dessous.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Too many squares to draw as a graph (%Ln square(s); up to {most}): too many to list here as well.</source>
        <translation>
            <numerusform>Trop de cases pour dessiner un graphe (%Ln case ; {most} au plus) : trop aussi pour les lister ici.</numerusform>
            <numerusform>Trop de cases pour dessiner un graphe (%Ln cases ; {most} au plus) : trop aussi pour les lister ici.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Headline</name>
    <message>
        <source>Expected turns</source>
        <translation>Tours attendus</translation>
    </message>
    <message>
        <source>Expected turns, at least</source>
        <translation>Tours attendus, au moins</translation>
    </message>
    <message>
        <source>Never finishes</source>
        <translation>Ne finit jamais</translation>
    </message>
    <message>
        <source>Never finishes, at most</source>
        <translation>Ne finit jamais, au plus</translation>
    </message>
    <message>
        <source>{name}: {value}</source>
        <translation>{name} : {value}</translation>
    </message>
    <message>
        <source>Right-click, or press Ctrl+C while it has the focus, to copy these figures</source>
        <translation>Clic droit, ou Ctrl+C quand il a le focus, pour copier ces chiffres</translation>
    </message>
    <message>
        <source>Copy Figures</source>
        <translation>Copier les chiffres</translation>
    </message>
    <message>
        <source>Copy the headline's figures, in full precision, as text for a spreadsheet</source>
        <translation>Copier les chiffres du titre, en pleine précision, en texte pour un tableur</translation>
    </message>
</context>
<context>
    <name>HeatLegend</name>
    <message>
        <source>Each square's figure: how many times one player's token rests there in a game</source>
        <translation>Le chiffre de chaque case : combien de fois le pion d’un joueur s’y arrête au cours d’une partie</translation>
    </message>
    <message>
        <source>not worked out for this board</source>
        <translation>non calculé pour ce plateau</translation>
    </message>
    <message>
        <source>never rested on</source>
        <translation>aucun arrêt</translation>
    </message>
    <message>
        <source>{times} rests a game</source>
        <translation>{times} arrêts par partie</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>the folder {folder} cannot be made: {reason}</source>
        <translation>le dossier {folder} ne peut pas être créé : {reason}</translation>
    </message>
    <message>
        <source>the history {file} is damaged ({why}) and cannot be moved aside: {reason}</source>
        <translation>l’historique {file} est endommagé ({why}) et ne peut pas être mis de côté : {reason}</translation>
    </message>
    <message>
        <source>the history {file} was damaged ({why}); it was moved to {aside} and a new one begun</source>
        <translation>l’historique {file} était endommagé ({why}) ; il a été déplacé vers {aside} et un nouveau a été commencé</translation>
    </message>
    <message>
        <source>a new history cannot be begun: {why}</source>
        <translation>impossible de commencer un nouvel historique : {why}</translation>
    </message>
    <message>
        <source>it is empty (0 bytes)</source>
        <translation>le fichier est vide (0 octet)</translation>
    </message>
    <message>
        <source>another program keeps moving it away</source>
        <translation>un autre programme ne cesse de le déplacer</translation>
    </message>
    <message>
        <source>the history {file} is busy: another program is writing to it</source>
        <translation>l’historique {file} est occupé : un autre programme est en train d’y écrire</translation>
    </message>
    <message>
        <source>the file or its folder is read-only</source>
        <translation>le fichier ou son dossier est en lecture seule</translation>
    </message>
    <message>
        <source>the history {file} was written by a newer version of the app (version {version}; this one knows {known}): it is only read, and games are not recorded in it</source>
        <translation>l’historique {file} a été écrit par une version plus récente de l’application (version {version} ; celle-ci connaît la {known}) : il est seulement lu, et les parties n’y sont pas enregistrées</translation>
    </message>
    <message>
        <source>the history {file} cannot be written: {reason}</source>
        <translation>impossible d’écrire dans l’historique {file} : {reason}</translation>
    </message>
    <message>
        <source>the history {file} cannot be written ({reason}): its figures are shown, but new games cannot be recorded in it</source>
        <translation>impossible d’écrire dans l’historique {file} ({reason}) : ses chiffres sont affichés, mais les nouvelles parties ne peuvent pas y être enregistrées</translation>
    </message>
    <message>
        <source>its check failed: {report}</source>
        <translation>sa vérification a échoué : {report}</translation>
    </message>
    <message>
        <source>SQLite says: {reason}</source>
        <translation>SQLite indique : {reason}</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>le disque est plein</translation>
    </message>
    <message>
        <source>the history {file} cannot be opened: {reason}</source>
        <translation>l’historique {file} ne peut pas être ouvert : {reason}</translation>
    </message>
    <message>
        <source>the history {file} belongs to a newer version of the app: it is not changed</source>
        <translation>l’historique {file} appartient à une version plus récente de l’application : il n’est pas modifié</translation>
    </message>
    <message>
        <source>the history {file} cannot be changed: {reason}</source>
        <translation>l’historique {file} ne peut pas être modifié : {reason}</translation>
    </message>
    <message>
        <source>the history {file} cannot be read: {reason}</source>
        <translation>l’historique {file} ne peut pas être lu : {reason}</translation>
    </message>
    <message>
        <source>only a finished game is recorded</source>
        <translation>seule une partie terminée est enregistrée</translation>
    </message>
    <message>
        <source>the seats ({seats}) are not the game's players ({players})</source>
        <translation>les places ({seats}) ne correspondent pas aux joueurs de la partie ({players})</translation>
    </message>
    <message>
        <source>the games not yet in the history cannot be kept in {file}: {reason}</source>
        <translation>les parties qui ne sont pas encore dans l’historique ne peuvent pas être conservées dans {file} : {reason}</translation>
    </message>
    <message>
        <source>it is not a file of games kept for the history</source>
        <translation>ce n’est pas un fichier de parties conservées pour l’historique</translation>
    </message>
    <message>
        <source>the games kept in {file} cannot be read ({reason}); the file was moved to {aside}</source>
        <translation>les parties conservées dans {file} ne peuvent pas être lues ({reason}) ; le fichier a été déplacé vers {aside}</translation>
    </message>
    <message>
        <source>its schema version ({version}) is not one this app ever writes</source>
        <translation>sa version de schéma ({version}) n’est pas de celles qu’écrit cette application</translation>
    </message>
    <message>
        <source>it holds tables this app did not make ({tables})</source>
        <translation>il contient des tables que cette application n’a pas créées ({tables})</translation>
    </message>
    <message>
        <source>its table “{table}” is missing</source>
        <translation>il lui manque la table « {table} »</translation>
    </message>
    <message>
        <source>its table “{table}” lacks the columns {columns}</source>
        <translation>il manque à sa table « {table} » les colonnes {columns}</translation>
    </message>
</context>
<context>
    <name>Home</name>
    <message>
        <source>HOME is not set</source>
        <translation>HOME n’est pas défini</translation>
    </message>
    <message>
        <source>HOME is not an absolute path: {home}</source>
        <translation>HOME n’est pas un chemin absolu : {home}</translation>
    </message>
    <message>
        <source>{home} does not exist</source>
        <translation>{home} n’existe pas</translation>
    </message>
    <message>
        <source>{home} cannot be written</source>
        <translation>{home} n’est pas accessible en écriture</translation>
    </message>
    <message>
        <source>its folders {folders} cannot be written</source>
        <translation>ses dossiers {folders} ne sont pas accessibles en écriture</translation>
    </message>
    <message>
        <source>The home folder cannot be used ({why}), nor a temporary folder ({error}): settings and unsaved work may not be kept.</source>
        <translation>Le dossier personnel est inutilisable ({why}), tout comme un dossier temporaire ({error}) : les réglages et le travail non enregistré risquent de ne pas être conservés.</translation>
    </message>
    <message>
        <source>The home folder cannot be used ({why}): settings and unsaved work are kept in {folder} for now, until the computer clears its temporary files.</source>
        <translation>Le dossier personnel est inutilisable ({why}) : les réglages et le travail non enregistré sont conservés dans {folder} pour l’instant, jusqu’à ce que l’ordinateur vide ses fichiers temporaires.</translation>
    </message>
</context>
<context>
    <name>HoverInfo</name>
    <message>
        <source>Square {square}</source>
        <translation>Case {square}</translation>
    </message>
</context>
<context>
    <name>HowToPlay</name>
    <message>
        <source>How to play on {board}</source>
        <translation>Comment jouer sur « {board} »</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Comment jouer</translation>
    </message>
    <message>
        <source>A ladder: climb up!</source>
        <translation>Une échelle : on grimpe !</translation>
    </message>
    <message>
        <source>A snake: slide down!</source>
        <translation>Un serpent : on glisse !</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <source>How to Play</source>
        <translation>Comment jouer</translation>
    </message>
    <message>
        <source>The rules</source>
        <translation>Les règles</translation>
    </message>
</context>
<context>
    <name>Invitation</name>
    <message>
        <source>Ready to play? Choose the players, then throw the die.</source>
        <translation>Prêts à jouer ? Choisissez les joueurs, puis lancez le dé.</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Choose the players and start (Space)</source>
        <translation>Choisir les joueurs et commencer (Espace)</translation>
    </message>
    <message>
        <source>&amp;Open Game…</source>
        <translation>&amp;Ouvrir une partie…</translation>
    </message>
</context>
<context>
    <name>JumpLooks</name>
    <message>
        <source>The colour of this piece</source>
        <translation>La couleur de cet élément</translation>
    </message>
    <message>
        <source>&amp;Spots</source>
        <translation>&amp;Taches</translation>
    </message>
    <message>
        <source>S&amp;tripes</source>
        <translation>&amp;Rayures</translation>
    </message>
    <message>
        <source>&amp;Plain</source>
        <translation>&amp;Uni</translation>
    </message>
    <message>
        <source>Snake {start} → {end}</source>
        <translation>Serpent {start} → {end}</translation>
    </message>
    <message>
        <source>Ladder {start} → {end}</source>
        <translation>Échelle {start} → {end}</translation>
    </message>
    <message>
        <source>&amp;Colour…</source>
        <translation>&amp;Couleur…</translation>
    </message>
</context>
<context>
    <name>Languages</name>
    <message>
        <source>snl-desktop: the translation catalogue {file} is damaged or not the one this version was built with: it is not loaded, and the app speaks English</source>
        <translation>snl-desktop : le catalogue de traduction {file} est endommagé ou n’est pas celui avec lequel cette version a été construite : il n’est pas chargé, et l’application s’affiche en anglais</translation>
    </message>
</context>
<context>
    <name>LengthChart</name>
    <message>
        <source>Chart of game lengths</source>
        <translation>Graphique des durées de partie</translation>
    </message>
    <message>
        <source>Bars: the chance a game takes exactly k turns; line: the chance it has finished within k turns</source>
        <translation>Barres : la chance qu’une partie dure exactement k tours ; courbe : la chance qu’elle soit finie en k tours au plus</translation>
    </message>
    <message>
        <source>turns</source>
        <translation>tours</translation>
    </message>
    <message>
        <source>P(game takes exactly k turns)</source>
        <translation>P(durée = k tours)</translation>
    </message>
    <message>
        <source>P(finished within k turns)</source>
        <translation>P(durée ≤ k tours)</translation>
    </message>
    <message>
        <source>P(T = k)</source>
        <translation>P(T = k)</translation>
    </message>
    <message>
        <source>P(T ≤ k)</source>
        <translation>P(T ≤ k)</translation>
    </message>
    <message>
        <source>{board}: P(T = k)</source>
        <translation>{board}: P(T = k)</translation>
    </message>
    <message>
        <source>{board}: P(T ≤ k)</source>
        <translation>{board}: P(T ≤ k)</translation>
    </message>
    <message>
        <source>Copy Figures</source>
        <translation>Copier les chiffres</translation>
    </message>
    <message>
        <source>Copy the chart's numbers, in full, as text for a spreadsheet</source>
        <translation>Copier les chiffres du graphique, complets, en texte pour un tableur</translation>
    </message>
    <message>
        <source>Save Picture…</source>
        <translation>Enregistrer l’image…</translation>
    </message>
    <message>
        <source>Save Picture</source>
        <translation>Enregistrer l’image</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <source>game lengths</source>
        <translation>durées des parties</translation>
    </message>
    <message>
        <source>{name} could not be written: {why}. Any earlier file of that name is unchanged.</source>
        <translation>Impossible d’écrire {name} : {why}. Un fichier antérieur de ce nom n’a pas changé.</translation>
    </message>
    <message>
        <source>Cannot save the picture</source>
        <translation>Impossible d’enregistrer l’image</translation>
    </message>
</context>
<context>
    <name>Lists</name>
    <message>
        <source>; </source>
        <translation> ; </translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>→</source>
        <translation>→</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Preferences…</source>
        <translation>Pré&amp;férences…</translation>
    </message>
    <message>
        <source>Not placed: {why}</source>
        <translation>Non placé : {why}</translation>
    </message>
    <message>
        <source>Undo {step}</source>
        <translation>Annuler : {step}</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo {step}</source>
        <translation>Rétablir : {step}</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
</context>
<context>
    <name>MatrixExport</name>
    <message>
        <source>Export the matrix as TSV</source>
        <translation>Exporter la matrice en TSV</translation>
    </message>
    <message>
        <source>Tab-separated (*.tsv)</source>
        <translation>Séparé par des tabulations (*.tsv)</translation>
    </message>
    <message>
        <source>Export the matrix as CSV</source>
        <translation>Exporter la matrice en CSV</translation>
    </message>
    <message>
        <source>Comma-separated (*.csv)</source>
        <translation>Séparé par des virgules (*.csv)</translation>
    </message>
    <message>
        <source>{name} could not be written: {why}. Any earlier file of that name is unchanged.</source>
        <translation>Impossible d’écrire {name} : {why}. Un éventuel fichier existant de ce nom n’a pas été modifié.</translation>
    </message>
    <message>
        <source>Cannot export the matrix</source>
        <translation>Impossible d’exporter la matrice</translation>
    </message>
    <message>
        <source>Matrix exported to {name}</source>
        <translation>Matrice exportée vers {name}</translation>
    </message>
</context>
<context>
    <name>MatrixPanel</name>
    <message>
        <source>Board matrix</source>
        <translation>Matrice du plateau</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>Copy the matrix to the clipboard</source>
        <translation>Copier la matrice dans le presse-papiers</translation>
    </message>
    <message>
        <source>Matrix copied to the clipboard.</source>
        <translation>Matrice copiée dans le presse-papiers.</translation>
    </message>
    <message>
        <source>Reading the matrix ({chars} characters)…</source>
        <translation>Lecture de la matrice ({chars} caractères)…</translation>
    </message>
    <message>
        <source>this is not a matrix of numbers</source>
        <translation>ce n’est pas une matrice de nombres</translation>
    </message>
    <message>
        <source>Edit matrix</source>
        <translation>Modifier la matrice</translation>
    </message>
    <message>
        <source>Paste a new board</source>
        <translation>Coller un nouveau plateau</translation>
    </message>
    <message>
        <source>Pasted as a new board: “{name}”</source>
        <translation>Collé comme nouveau plateau : « {name} »</translation>
    </message>
    <message>
        <source>line {line}, column {col}: {why}</source>
        <translation>ligne {line}, colonne {col} : {why}</translation>
    </message>
    <message>
        <source>the text has {chars} characters; a matrix has at most {most}</source>
        <translation>le texte a {chars} caractères ; une matrice en a au plus {most}</translation>
    </message>
    <message>
        <source>the text opens {count} brackets; a matrix of {most} rows opens at most {limit}</source>
        <translation>le texte ouvre {count} crochets ; une matrice de {most} lignes en ouvre au plus {limit}</translation>
    </message>
    <message>
        <source>a number of {count} digits; no square has one</source>
        <translation>un nombre de {count} chiffres ; aucune case n’a un tel numéro</translation>
    </message>
    <message>
        <source>a number or a bracket was expected here</source>
        <translation>un nombre ou un crochet était attendu ici</translation>
    </message>
    <message>
        <source>more text after the end of the matrix</source>
        <translation>du texte après la fin de la matrice</translation>
    </message>
    <message>
        <source>a comma was expected between two numbers</source>
        <translation>une virgule était attendue entre deux nombres</translation>
    </message>
    <message>
        <source>this is not a matrix of numbers here</source>
        <translation>ceci n’est pas une matrice de nombres à cet endroit</translation>
    </message>
    <message>
        <source>Not applied: {why}</source>
        <translation>Non appliqué : {why}</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;Ladder</source>
        <translation>É&amp;chelle</translation>
    </message>
    <message>
        <source>Ladder tool (L)</source>
        <translation>Outil échelle (L)</translation>
    </message>
    <message>
        <source>&amp;Snake</source>
        <translation>Ser&amp;pent</translation>
    </message>
    <message>
        <source>Snake tool (S)</source>
        <translation>Outil serpent (S)</translation>
    </message>
    <message>
        <source>Se&amp;lect / move</source>
        <translation>Sé&amp;lectionner / déplacer</translation>
    </message>
    <message>
        <source>Select / move tool (V)</source>
        <translation>Outil sélection / déplacement (V)</translation>
    </message>
    <message>
        <source>&amp;Erase</source>
        <translation>&amp;Effacer</translation>
    </message>
    <message>
        <source>Erase tool (E)</source>
        <translation>Outil gomme (E)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Ouvrir un fichier ré&amp;cent</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>E&amp;xporter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>&amp;Plateau</translation>
    </message>
    <message>
        <source>&amp;Learn</source>
        <translation>Appre&amp;ndre</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>Pa&amp;rtie</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Outils</translation>
    </message>
    <message>
        <source>Design snakes and ladders boards, watch breadth-first search solve them, and play them.</source>
        <translation>Créez des plateaux de serpents et échelles, regardez le parcours en largeur les résoudre, et jouez-y.</translation>
    </message>
    <message>
        <source>About {app}</source>
        <translation>À propos de {app}</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>a player's name must be text, not {value}</source>
        <translation>le nom d’un joueur doit être du texte, pas {value}</translation>
    </message>
    <message>
        <source>player {number}'s name must be text, not {value}</source>
        <translation>le nom du joueur {number} doit être du texte, pas {value}</translation>
    </message>
    <message>
        <source>a player's name cannot be empty</source>
        <translation>le nom d’un joueur ne peut pas être vide</translation>
    </message>
    <message>
        <source>player {number} needs a name</source>
        <translation>le joueur {number} doit avoir un nom</translation>
    </message>
    <message>
        <source>{name}: a name cannot contain a comma</source>
        <translation>{name} : un nom ne peut pas contenir de virgule</translation>
    </message>
    <message>
        <source>{name} is too long (at most {most} characters)</source>
        <translation>{name} est trop long ({most} caractères au plus)</translation>
    </message>
    <message>
        <source>a player's name {name} holds a character that is not printable text</source>
        <translation>le nom de joueur {name} contient un caractère non imprimable</translation>
    </message>
    <message>
        <source>player {number}'s name {name} holds a character that is not printable text</source>
        <translation>le nom {name} du joueur {number} contient un caractère non imprimable</translation>
    </message>
    <message>
        <source>two players are called {name}: names must differ</source>
        <translation>deux joueurs s’appellent {name} : les noms doivent être différents</translation>
    </message>
</context>
<context>
    <name>NewBoardDialog</name>
    <message>
        <source>New board</source>
        <translation>Nouveau plateau</translation>
    </message>
    <message>
        <source>Empty board</source>
        <translation>Plateau vide</translation>
    </message>
    <message>
        <source>Boards to start from</source>
        <translation>Plateaux pour commencer</translation>
    </message>
    <message>
        <source>An empty board of the size below</source>
        <translation>Un plateau vide de la taille ci-dessous</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>Start from:</source>
        <translation>Partir de :</translation>
    </message>
    <message>
        <source>Rows:</source>
        <translation>Lignes :</translation>
    </message>
    <message>
        <source>Columns:</source>
        <translation>Colonnes :</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Player {number}</source>
        <translation>Joueur {number}</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <source>{problem}.</source>
        <translation>{problem}.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Animal of player {number}</source>
        <translation>Animal du joueur {number}</translation>
    </message>
    <message>
        <source>The animal on this player's token</source>
        <translation>L’animal sur le pion de ce joueur</translation>
    </message>
    <message>
        <source>Name of player {number}</source>
        <translation>Nom du joueur {number}</translation>
    </message>
    <message>
        <source>Token colour of player {number}</source>
        <translation>Couleur du pion du joueur {number}</translation>
    </message>
    <message>
        <source>The app throws this player's die by itself</source>
        <translation>L’application lance elle-même le dé de ce joueur</translation>
    </message>
    <message>
        <source>Player {number} is played by the computer</source>
        <translation>Le joueur {number} est joué par l’ordinateur</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Play against the &amp;computer</source>
        <translation>Jouer contre l'&amp;ordinateur</translation>
    </message>
    <message>
        <source>One person and the computer: the second player is the app</source>
        <translation>Une personne et l’ordinateur : le deuxième joueur est l’application</translation>
    </message>
    <message>
        <source>Recent players</source>
        <translation>Joueurs récents</translation>
    </message>
    <message>
        <source>Choose players of a recent game…</source>
        <translation>Choisir les joueurs d’une partie récente…</translation>
    </message>
    <message>
        <source>Recent players:</source>
        <translation>Joueurs récents :</translation>
    </message>
    <message>
        <source>How many:</source>
        <translation>Combien :</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Commencer la partie</translation>
    </message>
    <message>
        <source>Board: {board}</source>
        <translation>Plateau : {board}</translation>
    </message>
    <message>
        <source>{name} (computer)</source>
        <translation>{name} (ordinateur)</translation>
    </message>
    <message>
        <source>Token colour of {name}</source>
        <translation>Couleur du pion de {name}</translation>
    </message>
    <message>
        <source>{first} and {second} have the same animal ({animal}) in the same colour: choose another animal or colour for one of them.</source>
        <translation>{first} et {second} ont le même animal ({animal}) de la même couleur : choisissez un autre animal ou une autre couleur pour l’un des deux.</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>L’ordinateur</translation>
    </message>
</context>
<context>
    <name>NumberingPanel</name>
    <message>
        <source>Square 1 is the matrix's bottom-left cell. The bottom row runs left to right, the row above right to left, and so on up the board: so the top row's direction depends on whether the number of rows is odd or even. A cell holds −1, or the square a snake or ladder starting there leads to.</source>
        <translation>La case 1 est la cellule en bas à gauche de la matrice. La ligne du bas va de gauche à droite, celle du dessus de droite à gauche, et ainsi de suite jusqu’en haut du plateau : le sens de la ligne du haut dépend donc de la parité du nombre de lignes. Une cellule contient −1, ou la case où mène le serpent ou l’échelle qui y commence.</translation>
    </message>
    <message>
        <source>The board's matrix, square by square</source>
        <translation>La matrice du plateau, case par case</translation>
    </message>
    <message>
        <source>Show each square's (row, column) on the board</source>
        <translation>Montrer la (ligne, colonne) de chaque case sur le plateau</translation>
    </message>
    <message>
        <source>Odd side: {n}×{n}</source>
        <translation>Côté impair : {n}×{n}</translation>
    </message>
    <message>
        <source>Even side: {n}×{n}</source>
        <translation>Côté pair : {n}×{n}</translation>
    </message>
    <message>
        <source>The table is shown for boards of up to 900 squares.</source>
        <translation>Le tableau est affiché pour les plateaux de 900 cases au plus.</translation>
    </message>
    <message>
        <source>Square {label} is row {row}, column {col}; the matrix holds {value} there</source>
        <translation>La case {label} est en ligne {row}, colonne {col} ; la matrice y contient {value}</translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message numerus="yes">
        <source>{start}…{end} (%n digits)</source>
        <translation>
            <numerusform>{start}…{end} (%n chiffre)</numerusform>
            <numerusform>{start}…{end} (%n chiffres)</numerusform>
        </translation>
    </message>
    <message>
        <source>{number}%</source>
        <translation>{number} %</translation>
    </message>
</context>
<context>
    <name>Orphans</name>
    <message>
        <source>The index of unsaved work could not be read ({error})</source>
        <translation>L’index du travail non enregistré n’a pas pu être lu ({error})</translation>
    </message>
    <message>
        <source>An autosave lock could not be used ({error})</source>
        <translation>Un verrou de sauvegarde automatique n’a pas pu être utilisé ({error})</translation>
    </message>
    <message>
        <source>{why}. It was kept as {path}.</source>
        <translation>{why}. Il a été conservé sous {path}.</translation>
    </message>
    <message>
        <source>{why}. It stays at {path} ({error}).</source>
        <translation>{why}. Il reste à l’emplacement {path} ({error}).</translation>
    </message>
    <message>
        <source>An unsaved board could not be read ({error})</source>
        <translation>Un plateau non enregistré n’a pas pu être lu ({error})</translation>
    </message>
</context>
<context>
    <name>OutputForm</name>
    <message>
        <source>None: a picture of the board's shape</source>
        <translation>Aucun : une image à la forme du plateau</translation>
    </message>
    <message>
        <source>{name} ({width} × {height} mm)</source>
        <translation>{name} ({width} × {height} mm)</translation>
    </message>
    <message>
        <source>Automatic: the way the board prints larger</source>
        <translation>Automatique : le sens où le plateau s’imprime le plus grand</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>Portrait</translation>
    </message>
    <message>
        <source>Landscape</source>
        <translation>Paysage</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>The picture's longer side</source>
        <translation>Le grand côté de l’image</translation>
    </message>
    <message>
        <source>{dpi} dpi</source>
        <translation>{dpi} dpi</translation>
    </message>
    <message>
        <source>Dots per inch, written into the PNG; on paper they set its pixels</source>
        <translation>Points par pouce, inscrits dans le PNG ; sur papier, ils fixent ses pixels</translation>
    </message>
    <message>
        <source> mm</source>
        <translation> mm</translation>
    </message>
    <message>
        <source>A size of my own</source>
        <translation>Un format personnalisé</translation>
    </message>
    <message>
        <source>Paper width</source>
        <translation>Largeur du papier</translation>
    </message>
    <message>
        <source>Paper height</source>
        <translation>Hauteur du papier</translation>
    </message>
    <message>
        <source>How far the background reaches past the paper's edge, for a print shop</source>
        <translation>Jusqu’où le fond déborde du bord du papier, pour un imprimeur</translation>
    </message>
    <message>
        <source>Crop marks at the corners, where the paper is cut</source>
        <translation>Traits de coupe aux coins, là où le papier est coupé</translation>
    </message>
    <message>
        <source> across</source>
        <translation> en largeur</translation>
    </message>
    <message>
        <source> down</source>
        <translation> en hauteur</translation>
    </message>
    <message>
        <source>Poster sheets across</source>
        <translation>Feuilles de l’affiche en largeur</translation>
    </message>
    <message>
        <source>Poster sheets down</source>
        <translation>Feuilles de l’affiche en hauteur</translation>
    </message>
    <message>
        <source>Sheets side by side: the board is printed larger, with overlap marks</source>
        <translation>Feuilles côte à côte : le plateau est imprimé plus grand, avec des repères de raccord</translation>
    </message>
    <message>
        <source>Sheets one under the other</source>
        <translation>Feuilles l’une sous l’autre</translation>
    </message>
    <message>
        <source>Transparent background</source>
        <translation>Fond transparent</translation>
    </message>
    <message>
        <source>PDF/X-4 for a print shop (CMYK, coated paper FOGRA39)</source>
        <translation>PDF/X-4 pour l’imprimeur (CMJN, papier couché FOGRA39)</translation>
    </message>
    <message>
        <source>The colours in CMYK for offset printing, with the trim and bleed declared on every page</source>
        <translation>Les couleurs en CMJN pour l’impression offset, format fini et fond perdu déclarés sur chaque page</translation>
    </message>
    <message>
        <source>Texts as outlines (for a computer without the font)</source>
        <translation>Textes vectorisés (pour un ordinateur sans la police)</translation>
    </message>
    <message>
        <source>The board's name above it and its size and rules below</source>
        <translation>Le nom du plateau au-dessus, sa taille et ses règles en dessous</translation>
    </message>
    <message>
        <source>Paper:</source>
        <translation>Papier :</translation>
    </message>
    <message>
        <source>Paper size:</source>
        <translation>Format du papier :</translation>
    </message>
    <message>
        <source>Orientation:</source>
        <translation>Orientation :</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Taille :</translation>
    </message>
    <message>
        <source>Resolution:</source>
        <translation>Résolution :</translation>
    </message>
    <message>
        <source>Bleed:</source>
        <translation>Fond perdu :</translation>
    </message>
    <message>
        <source>Poster sheets:</source>
        <translation>Affiche (feuilles) :</translation>
    </message>
    <message>
        <source>The board prints {width:.1f} × {height:.1f} cm and covers {share:.0%} of the paper.</source>
        <translation>Le plateau s’imprime en {width:.1f} × {height:.1f} cm et couvre {share:.0%} du papier.</translation>
    </message>
    <message numerus="yes">
        <source>On %n sheet(s) the board prints {width:.1f} × {height:.1f} cm and covers {share:.0%} of the paper.</source>
        <translation>
            <numerusform>Sur %n feuille, le plateau s’imprime en {width:.1f} × {height:.1f} cm et couvre {share:.0%} du papier.</numerusform>
            <numerusform>Sur %n feuilles, le plateau s’imprime en {width:.1f} × {height:.1f} cm et couvre {share:.0%} du papier.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{columns} across × {rows} down print it as large on %n sheet(s).</source>
        <translation>
            <numerusform>{columns} en largeur × {rows} en hauteur l’impriment aussi grand sur %n feuille.</numerusform>
            <numerusform>{columns} en largeur × {rows} en hauteur l’impriment aussi grand sur %n feuilles.</numerusform>
        </translation>
    </message>
    <message>
        <source>Use {columns} × {rows} sheets</source>
        <translation>Prendre {columns} × {rows} feuilles</translation>
    </message>
</context>
<context>
    <name>OwnFiles</name>
    <message>
        <source>it is not a regular file (a pipe, a device or a folder?)</source>
        <translation>ce n’est pas un fichier ordinaire (un tube, un périphérique ou un dossier ?)</translation>
    </message>
    <message>
        <source>it is {size} MB, far more than the app ever writes there</source>
        <translation>il fait {size} Mo, bien plus que ce que l’application y écrit jamais</translation>
    </message>
    <message>
        <source>{file} cannot be used: {trouble}; it could not be moved aside ({reason})</source>
        <translation>{file} est inutilisable : {trouble} ; il n’a pas pu être mis de côté ({reason})</translation>
    </message>
    <message>
        <source>{file} cannot be used: {trouble}; it was moved to {aside} and is not read</source>
        <translation>{file} est inutilisable : {trouble} ; il a été déplacé vers {aside} et n’est pas lu</translation>
    </message>
</context>
<context>
    <name>Pace</name>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Son</translation>
    </message>
    <message>
        <source>Sounds of the game on or off</source>
        <translation>Activer ou couper les sons du jeu</translation>
    </message>
    <message>
        <source>&amp;Finish the Move</source>
        <translation>&amp;Finir le déplacement</translation>
    </message>
    <message>
        <source>Finish the move now</source>
        <translation>Finir le déplacement tout de suite</translation>
    </message>
    <message>
        <source>Token &amp;Speed</source>
        <translation>&amp;Vitesse des pions</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <source>slow moves</source>
        <translation>déplacements lents</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>normal moves</source>
        <translation>déplacements normaux</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>fast moves</source>
        <translation>déplacements rapides</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Instantanée</translation>
    </message>
    <message>
        <source>instant moves</source>
        <translation>déplacements instantanés</translation>
    </message>
    <message>
        <source>Sound is on: click to mute</source>
        <translation>Son activé : cliquez pour le couper</translation>
    </message>
    <message>
        <source>Sound is off: click for sound</source>
        <translation>Son coupé : cliquez pour l’activer</translation>
    </message>
    <message>
        <source>No sound device found</source>
        <translation>Aucun périphérique audio trouvé</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <source>Token speed</source>
        <translation>Vitesse des pions</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Vitesse :</translation>
    </message>
</context>
<context>
    <name>PhonePage</name>
    <message>
        <source>Snakes &amp; Ladders</source>
        <translation>Serpents et échelles</translation>
    </message>
    <message>
        <source>Join the game</source>
        <translation>Rejoindre la partie</translation>
    </message>
    <message>
        <source>Room code (the 4 digits on the TV)</source>
        <translation>Code de la salle (les 4 chiffres affichés sur la télé)</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Rejoindre</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Connexion…</translation>
    </message>
    <message>
        <source>Connection lost: reconnecting…</source>
        <translation>Connexion perdue : reconnexion…</translation>
    </message>
    <message>
        <source>The room was closed on the TV.</source>
        <translation>La salle a été fermée sur la télé.</translation>
    </message>
    <message>
        <source>To try again, reload this page.</source>
        <translation>Pour réessayer, rechargez cette page.</translation>
    </message>
    <message>
        <source>Pick your seat</source>
        <translation>Choisissez votre place</translation>
    </message>
    <message>
        <source>Just watch</source>
        <translation>Juste regarder</translation>
    </message>
    <message>
        <source>free</source>
        <translation>libre</translation>
    </message>
    <message>
        <source>taken</source>
        <translation>occupée</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>ordinateur</translation>
    </message>
    <message>
        <source>you</source>
        <translation>vous</translation>
    </message>
    <message>
        <source>You are {name}</source>
        <translation>Vous êtes {name}</translation>
    </message>
    <message>
        <source>You are watching</source>
        <translation>Vous regardez</translation>
    </message>
    <message>
        <source>Throw</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Throw again</source>
        <translation>Relancer</translation>
    </message>
    <message>
        <source>You threw {dice}: throw again, {name}!</source>
        <translation>Vous avez fait {dice} : relancez, {name} !</translation>
    </message>
    <message>
        <source>{name} threw {dice} and throws again.</source>
        <translation>{name} a fait {dice} et relance.</translation>
    </message>
    <message>
        <source>Your turn, {name}!</source>
        <translation>À votre tour, {name} !</translation>
    </message>
    <message>
        <source>{name}'s turn</source>
        <translation>À {name} de jouer</translation>
    </message>
    <message>
        <source>Wait for your turn</source>
        <translation>Attendez votre tour</translation>
    </message>
    <message>
        <source>Square {square}</source>
        <translation>Case {square}</translation>
    </message>
    <message>
        <source>Not on the board yet</source>
        <translation>Pas encore sur le plateau</translation>
    </message>
    <message>
        <source>Wins: {wins}</source>
        <translation>Victoires : {wins}</translation>
    </message>
    <message>
        <source>Last turn</source>
        <translation>Dernier tour</translation>
    </message>
    <message>
        <source>Or tap what your die shows:</source>
        <translation>Ou touchez ce que montre votre dé :</translation>
    </message>
    <message>
        <source>My die shows {face}</source>
        <translation>Mon dé montre {face}</translation>
    </message>
    <message>
        <source>Change seat</source>
        <translation>Changer de place</translation>
    </message>
    <message>
        <source>{name} won!</source>
        <translation>{name} a gagné !</translation>
    </message>
    <message>
        <source>Waiting for the game to start</source>
        <translation>En attente du début de la partie</translation>
    </message>
    <message>
        <source>That is not the room's code.</source>
        <translation>Ce n’est pas le code de la salle.</translation>
    </message>
    <message>
        <source>Too many wrong codes from this phone: wait a few minutes.</source>
        <translation>Trop de codes erronés depuis ce téléphone : attendez quelques minutes.</translation>
    </message>
    <message>
        <source>The room takes no more codes: ask for a new code on the TV.</source>
        <translation>La salle n’accepte plus de code : demandez un nouveau code sur la télé.</translation>
    </message>
    <message>
        <source>Your seat was freed on the TV: pick a seat.</source>
        <translation>Votre place a été libérée sur la télé : choisissez une place.</translation>
    </message>
    <message>
        <source>That seat was just taken: pick another.</source>
        <translation>Cette place vient d’être prise : choisissez-en une autre.</translation>
    </message>
    <message>
        <source>That seat is not in the game.</source>
        <translation>Cette place n’existe pas dans cette partie.</translation>
    </message>
    <message>
        <source>That is not your seat.</source>
        <translation>Ce n’est pas votre place.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Ce n’est pas votre tour.</translation>
    </message>
    <message>
        <source>Wait: the last move is still on its way.</source>
        <translation>Patientez : le dernier déplacement n’est pas encore terminé.</translation>
    </message>
    <message>
        <source>The app throws the dice in this game.</source>
        <translation>Dans cette partie, c’est l’application qui lance les dés.</translation>
    </message>
    <message>
        <source>The room did not understand the phone.</source>
        <translation>La salle n’a pas compris le téléphone.</translation>
    </message>
    <message>
        <source>Join the room first.</source>
        <translation>Rejoignez d’abord la salle.</translation>
    </message>
    <message>
        <source>The room is full.</source>
        <translation>La salle est pleine.</translation>
    </message>
    <message>
        <source>Class Quiz</source>
        <translation>Quiz de la classe</translation>
    </message>
    <message>
        <source>Join the quiz</source>
        <translation>Rejoindre le quiz</translation>
    </message>
    <message>
        <source>Room code (the four digits on the screen)</source>
        <translation>Code de la salle (les quatre chiffres affichés à l’écran)</translation>
    </message>
    <message>
        <source>Your nickname</source>
        <translation>Votre pseudo</translation>
    </message>
    <message>
        <source>The quiz was closed on the teacher's screen.</source>
        <translation>Le quiz a été fermé sur l’écran du professeur.</translation>
    </message>
    <message>
        <source>This nickname is now in the quiz on another page.</source>
        <translation>Ce pseudo est maintenant dans le quiz sur une autre page.</translation>
    </message>
    <message>
        <source>Nothing enters</source>
        <translation>Rien n’entre</translation>
    </message>
    <message>
        <source>Answer sent: nothing enters</source>
        <translation>Réponse envoyée : rien n’entre</translation>
    </message>
    <message>
        <source>Your answer: nothing enters</source>
        <translation>Votre réponse : rien n’entre</translation>
    </message>
    <message>
        <source>The answer: nothing enters</source>
        <translation>La réponse : rien n’entre</translation>
    </message>
    <message>
        <source>You are in, {name}. Wait for the first question.</source>
        <translation>Vous y êtes, {name}. Attendez la première question.</translation>
    </message>
    <message>
        <source>Question {number} of {count}</source>
        <translation>Question {number} sur {count}</translation>
    </message>
    <message>
        <source>Which square leaves the queue next?</source>
        <translation>Quelle case sort de la file ensuite ?</translation>
    </message>
    <message>
        <source>Square {square} leaves the queue. Which squares enter the queue from it?</source>
        <translation>La case {square} sort de la file. Quelles cases entrent dans la file à partir d’elle ?</translation>
    </message>
    <message>
        <source>In the queue: {squares}</source>
        <translation>Dans la file : {squares}</translation>
    </message>
    <message>
        <source>Queue: {squares}</source>
        <translation>File : {squares}</translation>
    </message>
    <message>
        <source>The queue is empty.</source>
        <translation>La file est vide.</translation>
    </message>
    <message>
        <source>{list}, {square}</source>
        <translation>{list}, {square}</translation>
    </message>
    <message>
        <source>Time left: {seconds}</source>
        <translation>Temps restant : {seconds}</translation>
    </message>
    <message>
        <source>Time is up</source>
        <translation>Temps écoulé</translation>
    </message>
    <message>
        <source>Zoom</source>
        <translation>Zoom</translation>
    </message>
    <message>
        <source>The board</source>
        <translation>Le plateau</translation>
    </message>
    <message>
        <source>Square {square}, a ladder up to {end}</source>
        <translation>Case {square}, une échelle qui monte jusqu’à {end}</translation>
    </message>
    <message>
        <source>Square {square}, a snake down to {end}</source>
        <translation>Case {square}, un serpent qui descend jusqu’à {end}</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Envoyer</translation>
    </message>
    <message>
        <source>Answer sent: {squares}</source>
        <translation>Réponse envoyée : {squares}</translation>
    </message>
    <message>
        <source>Your answer: {squares}</source>
        <translation>Votre réponse : {squares}</translation>
    </message>
    <message>
        <source>Answers are closed.</source>
        <translation>Les réponses sont closes.</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>Exact !</translation>
    </message>
    <message>
        <source>Not quite.</source>
        <translation>Pas tout à fait.</translation>
    </message>
    <message>
        <source>No answer</source>
        <translation>Pas de réponse</translation>
    </message>
    <message>
        <source>The answer: {squares}</source>
        <translation>La réponse : {squares}</translation>
    </message>
    <message>
        <source>Score: {right} of {asked}</source>
        <translation>Score : {right} sur {asked}</translation>
    </message>
    <message>
        <source>The quiz is over. Your score: {right} of {asked}</source>
        <translation>Le quiz est terminé. Votre score : {right} sur {asked}</translation>
    </message>
    <message>
        <source>Join the quiz first.</source>
        <translation>Rejoignez d’abord le quiz.</translation>
    </message>
    <message>
        <source>The room takes no more codes: ask your teacher for a new code.</source>
        <translation>La salle n’accepte plus de code : demandez un nouveau code à votre professeur.</translation>
    </message>
    <message>
        <source>The quiz no longer knows this phone: join again with your nickname.</source>
        <translation>Le quiz ne reconnaît plus ce téléphone : rejoignez-le à nouveau avec votre pseudo.</translation>
    </message>
    <message>
        <source>That nickname cannot be used: choose another, of at most {most} letters.</source>
        <translation>Ce pseudo n’est pas accepté : choisissez-en un autre, de {most} lettres au plus.</translation>
    </message>
    <message>
        <source>That nickname is taken: choose another.</source>
        <translation>Ce pseudo est déjà pris : choisissez-en un autre.</translation>
    </message>
    <message>
        <source>The quiz is full.</source>
        <translation>Le quiz est complet.</translation>
    </message>
    <message>
        <source>The teacher removed this nickname from the quiz.</source>
        <translation>Le professeur a retiré ce pseudo du quiz.</translation>
    </message>
    <message>
        <source>There is no question to answer now.</source>
        <translation>Il n’y a pas de question à laquelle répondre pour l’instant.</translation>
    </message>
    <message>
        <source>Time is up: your answer came too late.</source>
        <translation>Temps écoulé : votre réponse est arrivée trop tard.</translation>
    </message>
    <message>
        <source>You have already answered this question.</source>
        <translation>Vous avez déjà répondu à cette question.</translation>
    </message>
</context>
<context>
    <name>PhonesDialog</name>
    <message>
        <source>Play from Phones</source>
        <translation>Jouer avec les téléphones</translation>
    </message>
    <message>
        <source>Join with your phone</source>
        <translation>Rejoignez la partie avec votre téléphone</translation>
    </message>
    <message>
        <source>Scan the code with the phone's camera, or open this address:</source>
        <translation>Scannez le code QR avec l’appareil photo du téléphone, ou ouvrez cette adresse :</translation>
    </message>
    <message>
        <source>Room code:</source>
        <translation>Code de la salle :</translation>
    </message>
    <message>
        <source>Too many wrong codes were tried: the room takes no code until you make a new one.</source>
        <translation>Trop de codes erronés ont été essayés : la salle n’accepte plus aucun code tant que vous n’en créez pas un nouveau.</translation>
    </message>
    <message>
        <source>&amp;New Code</source>
        <translation>&amp;Nouveau code</translation>
    </message>
    <message>
        <source>A new room code: the phones in their seats stay</source>
        <translation>Un nouveau code de salle : les téléphones déjà installés à leur place restent</translation>
    </message>
    <message>
        <source>&amp;Hide</source>
        <translation>&amp;Masquer</translation>
    </message>
    <message>
        <source>The room stays open: Game → Play from Phones… shows this again</source>
        <translation>La salle reste ouverte : Partie → Jouer avec les téléphones… réaffiche cette fenêtre</translation>
    </message>
    <message>
        <source>&amp;Close Room</source>
        <translation>&amp;Fermer la salle</translation>
    </message>
    <message>
        <source>Stop listening and let every phone go</source>
        <translation>Ne plus accepter de téléphone et les déconnecter tous</translation>
    </message>
    <message>
        <source>QR code of {address}</source>
        <translation>Code QR de {address}</translation>
    </message>
    <message>
        <source>Room code {code}</source>
        <translation>Code de la salle {code}</translation>
    </message>
    <message>
        <source>The room listens on ports {port} (the page) and {live} (the phones' messages), on the home network only, while it is open.</source>
        <translation>Tant qu’elle est ouverte, la salle n’est accessible que depuis le réseau domestique, par les ports {port} (la page) et {live} (les messages des téléphones).</translation>
    </message>
    <message numerus="yes">
        <source>%n phone(s) connected</source>
        <translation>
            <numerusform>%n téléphone connecté</numerusform>
            <numerusform>%n téléphones connectés</numerusform>
        </translation>
    </message>
    <message>
        <source>Free Seat</source>
        <translation>Libérer la place</translation>
    </message>
    <message>
        <source>Take this seat back from its phone (the keyboard plays it)</source>
        <translation>Reprendre cette place à son téléphone (le clavier la joue)</translation>
    </message>
    <message>
        <source>{name}'s phone</source>
        <translation>le téléphone de {name}</translation>
    </message>
    <message>
        <source>the computer</source>
        <translation>l’ordinateur</translation>
    </message>
    <message>
        <source>the keyboard</source>
        <translation>le clavier</translation>
    </message>
</context>
<context>
    <name>PlayActions</name>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>Choose the players and start a game</source>
        <translation>Choisir les joueurs et commencer une partie</translation>
    </message>
    <message>
        <source>&amp;Open Game…</source>
        <translation>&amp;Ouvrir une partie…</translation>
    </message>
    <message>
        <source>Resume a saved game</source>
        <translation>Reprendre une partie sauvegardée</translation>
    </message>
    <message>
        <source>&amp;Save Game</source>
        <translation>&amp;Enregistrer la partie</translation>
    </message>
    <message>
        <source>Save the game to finish later</source>
        <translation>Enregistrer la partie pour la finir plus tard</translation>
    </message>
    <message>
        <source>Save Game &amp;As…</source>
        <translation>Enregistrer la partie &amp;sous…</translation>
    </message>
    <message>
        <source>Save the game under another name</source>
        <translation>Enregistrer la partie sous un autre nom</translation>
    </message>
    <message>
        <source>&amp;Roll the Die</source>
        <translation>&amp;Lancer le dé</translation>
    </message>
    <message>
        <source>Throw the app's die (no game: start one)</source>
        <translation>Lancer le dé de l’application (sans partie : en commencer une)</translation>
    </message>
    <message>
        <source>&amp;Take Back Turn</source>
        <translation>&amp;Annuler le tour</translation>
    </message>
    <message>
        <source>Undo the last turn (asks first)</source>
        <translation>Annuler le dernier tour (avec confirmation)</translation>
    </message>
    <message>
        <source>&amp;Where Is Everyone?</source>
        <translation>&amp;Où sont les joueurs ?</translation>
    </message>
    <message>
        <source>Say every player's square and whose turn it is (for a screen reader too)</source>
        <translation>Dire la case de chaque joueur et à qui c’est le tour (aussi pour un lecteur d’écran)</translation>
    </message>
    <message>
        <source>&amp;End Game</source>
        <translation>&amp;Terminer la partie</translation>
    </message>
    <message>
        <source>Put the game away (asks while it is on)</source>
        <translation>Ranger la partie (avec confirmation si elle est en cours)</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>&amp;Comment jouer</translation>
    </message>
    <message>
        <source>The rules, for the family</source>
        <translation>Les règles, pour toute la famille</translation>
    </message>
    <message>
        <source>Play from &amp;Phones…</source>
        <translation>&amp;Jouer avec les téléphones…</translation>
    </message>
    <message>
        <source>Each player's phone is their die: show the room's code to join on the home network</source>
        <translation>Le téléphone de chaque joueur devient son dé : afficher le code de la salle pour rejoindre la partie sur le réseau domestique</translation>
    </message>
    <message>
        <source>Show the &amp;Engine's Strings</source>
        <translation>Afficher les &amp;messages du moteur</translation>
    </message>
    <message>
        <source>The turn engine's own answers in the turn log, for learners</source>
        <translation>Les réponses du moteur de tours dans le journal des tours, pour les apprenants</translation>
    </message>
    <message>
        <source>Enter a {face}</source>
        <translation>Saisir un {face}</translation>
    </message>
    <message>
        <source>&amp;Unfinished Games</source>
        <translation>Parties &amp;inachevées</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucune</translation>
    </message>
</context>
<context>
    <name>PlayMode</name>
    <message>
        <source>Game history</source>
        <translation>Historique des parties</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>The phones join a game: start one now?</source>
        <translation>Les téléphones rejoignent une partie : en commencer une maintenant ?</translation>
    </message>
    <message>
        <source>Play from Phones</source>
        <translation>Jouer avec les téléphones</translation>
    </message>
    <message>
        <source>Cannot open the room</source>
        <translation>Impossible d’ouvrir la salle</translation>
    </message>
    <message>
        <source>Start a new game? The game in progress will end.</source>
        <translation>Commencer une nouvelle partie ? La partie en cours prendra fin.</translation>
    </message>
    <message>
        <source>End the game?</source>
        <translation>Terminer la partie ?</translation>
    </message>
    <message>
        <source>End the game</source>
        <translation>Terminer la partie</translation>
    </message>
    <message>
        <source>{question} It can be saved first with File → Save Game.</source>
        <translation>{question} Vous pouvez d’abord l’enregistrer avec Fichier → Enregistrer la partie.</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Annuler un tour</translation>
    </message>
</context>
<context>
    <name>Playback</name>
    <message>
        <source>playing</source>
        <translation>en lecture</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>en pause</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminé</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>prêt</translation>
    </message>
</context>
<context>
    <name>PlayerCard</name>
    <message numerus="yes">
        <source>, %n win(s)</source>
        <translation>
            <numerusform>, %n victoire</numerusform>
            <numerusform>, %n victoires</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: {square}{wins}</source>
        <translation>{name} : {square}{wins}</translation>
    </message>
    <message>
        <source>off the board</source>
        <translation>hors du plateau</translation>
    </message>
    <message>
        <source>square {square}</source>
        <translation>case {square}</translation>
    </message>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation>
            <numerusform>%n victoire</numerusform>
            <numerusform>%n victoires</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Predict</name>
    <message>
        <source>Which square leaves the queue next?</source>
        <translation>Quelle case sort de la file ensuite ?</translation>
    </message>
    <message>
        <source>Square {square} leaves the queue. Which squares enter the queue from it?</source>
        <translation>La case {square} sort de la file. Quelles cases entrent dans la file à partir d’elle ?</translation>
    </message>
    <message>
        <source>The queue is empty.</source>
        <translation>La file est vide.</translation>
    </message>
    <message>
        <source>Queue, front first: {squares}</source>
        <translation>File, tête en premier : {squares}</translation>
    </message>
    <message>
        <source>In the queue (order hidden): {squares}</source>
        <translation>Dans la file (ordre caché) : {squares}</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>Exact !</translation>
    </message>
    <message>
        <source>Not quite.</source>
        <translation>Pas tout à fait.</translation>
    </message>
    <message>
        <source>climbs the ladder to {square}</source>
        <translation>monte par l’échelle jusqu’à {square}</translation>
    </message>
    <message>
        <source>slides down the snake to {square}</source>
        <translation>glisse le long du serpent jusqu’à {square}</translation>
    </message>
    <message>
        <source>Nothing was chosen: one square leaves at each step, the front of the queue, {front}.</source>
        <translation>Rien n’a été choisi : à chaque étape, une case sort, celle en tête de file, {front}.</translation>
    </message>
    <message>
        <source>Only one square leaves at a time: the one at the front of the queue, {front}.</source>
        <translation>Une seule case sort à la fois : celle en tête de file, {front}.</translation>
    </message>
    <message>
        <source>The queue is first-in, first-out: {front} entered before {square}, so {front} leaves first.</source>
        <translation>La file est « premier entré, premier sorti » : la case {front} est entrée avant la case {square}, donc la case {front} sort en premier.</translation>
    </message>
    <message>
        <source>Square {square} has already left the queue: each square leaves it once.</source>
        <translation>La case {square} est déjà sortie de la file : chaque case n’en sort qu’une fois.</translation>
    </message>
    <message>
        <source>Square {square} is not in the queue: the search has not found it.</source>
        <translation>La case {square} n’est pas dans la file : le parcours ne l’a pas trouvée.</translation>
    </message>
    <message>
        <source>Square {square} was already found, at distance {distance}: it does not enter again.</source>
        <translation>La case {square} a déjà été trouvée, à distance {distance} : elle n’entre pas une seconde fois.</translation>
    </message>
    <message>
        <source>No throw from {origin} comes to rest on {square}.</source>
        <translation>Aucun lancer depuis {origin} ne s’arrête sur {square}.</translation>
    </message>
    <message>
        <source>A throw of {face} from {origin} lands on {landed} and {moved}: {rest} enters, not {landed}.</source>
        <translation>Un lancer de {face} depuis {origin} tombe sur {landed} et {moved} : c’est {rest} qui entre, pas {landed}.</translation>
    </message>
    <message>
        <source>A throw of {face} from {origin} lands on {landed} and {moved}, found already at distance {distance}: neither enters.</source>
        <translation>Un lancer de {face} depuis {origin} tombe sur {landed} et {moved}, case déjà trouvée à distance {distance} : aucune des deux n’entre.</translation>
    </message>
    <message>
        <source>A throw of {face} from {origin} lands on {landed} and {moved}, a new square: {rest} enters.</source>
        <translation>Un lancer de {face} depuis {origin} tombe sur {landed} et {moved}, une nouvelle case : {rest} entre.</translation>
    </message>
    <message>
        <source>A throw of {face} from {origin} rests on {rest}, a new square: {rest} enters.</source>
        <translation>Un lancer de {face} depuis {origin} s’arrête sur {rest}, une nouvelle case : {rest} entre.</translation>
    </message>
    <message>
        <source>The answer: {square}, the front of the queue.</source>
        <translation>La réponse : {square}, la tête de la file.</translation>
    </message>
    <message>
        <source>The answer: nothing enters the queue.</source>
        <translation>La réponse : rien n’entre dans la file.</translation>
    </message>
    <message>
        <source>The answer, in the order they enter the queue: {squares}.</source>
        <translation>La réponse, dans l’ordre d’entrée dans la file : {squares}.</translation>
    </message>
    <message>
        <source>throw {face}: past the goal, not allowed</source>
        <translation>lancer {face} : au-delà de l’arrivée, interdit</translation>
    </message>
    <message>
        <source>{landed}, {jump}</source>
        <translation>{landed}, {jump}</translation>
    </message>
    <message>
        <source>throw {face} {arrow} {where}: new, enters</source>
        <translation>lancer {face} {arrow} {where} : nouvelle, entre</translation>
    </message>
    <message>
        <source>throw {face} {arrow} {where}: found already</source>
        <translation>lancer {face} {arrow} {where} : déjà trouvée</translation>
    </message>
    <message>
        <source>Square {square} is the goal: no throws from there.</source>
        <translation>La case {square} est l’arrivée : aucun lancer à partir de là.</translation>
    </message>
    <message>
        <source>The throws from {square}:</source>
        <translation>Les lancers depuis {square} :</translation>
    </message>
    <message>
        <source>Score: {right} of {asked}</source>
        <translation>Score : {right} sur {asked}</translation>
    </message>
    <message>
        <source>Final score: {right} of {asked}</source>
        <translation>Score final : {right} sur {asked}</translation>
    </message>
    <message>
        <source>The search is over: there is no route (−1).</source>
        <translation>Le parcours est terminé : il n’y a pas de chemin (−1).</translation>
    </message>
    <message numerus="yes">
        <source>The search is over. Fewest throws: %n.</source>
        <translation>
            <numerusform>Le parcours est terminé. Minimum de lancers : %n.</numerusform>
            <numerusform>Le parcours est terminé. Minimum de lancers : %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>The queue is empty and the goal, {goal}, was never found: no throws reach it.</source>
        <translation>La file est vide et l’arrivée, {goal}, n’a jamais été trouvée : aucun lancer ne l’atteint.</translation>
    </message>
    <message>
        <source>The route: {route} ({throws}).</source>
        <translation>Le chemin : {route} ({throws}).</translation>
    </message>
    <message>
        <source>Level 1: lesson boards</source>
        <translation>Niveau 1 : plateaux de leçon</translation>
    </message>
    <message>
        <source>Level 2: small random boards</source>
        <translation>Niveau 2 : petits plateaux aléatoires</translation>
    </message>
    <message>
        <source>Level 3: chains and dead ends</source>
        <translation>Niveau 3 : chaînes et impasses</translation>
    </message>
    <message>
        <source>The board on show</source>
        <translation>Le plateau affiché</translation>
    </message>
    <message>
        <source>Board {seed}: {rows}×{cols}</source>
        <translation>Plateau {seed} : {rows}×{cols}</translation>
    </message>
    <message>
        <source>“{text}” is not a square's number.</source>
        <translation>« {text} » n’est pas un numéro de case.</translation>
    </message>
    <message>
        <source>There is no square {square} on this board: its squares run from {first} to {goal}.</source>
        <translation>Il n’y a pas de case {square} sur ce plateau : ses cases vont de {first} à {goal}.</translation>
    </message>
</context>
<context>
    <name>PredictDialog</name>
    <message>
        <source>Predict the next step</source>
        <translation>Prédire l’étape suivante</translation>
    </message>
    <message>
        <source>Click squares to choose them; or the arrow keys and Space</source>
        <translation>Cliquez sur les cases pour les choisir, ou utilisez les flèches et Espace</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Niveau :</translation>
    </message>
    <message>
        <source>New &amp;Session</source>
        <translation>Nouvelle &amp;séance</translation>
    </message>
    <message>
        <source>The level's next board, from the first question</source>
        <translation>Le plateau suivant du niveau, depuis la première question</translation>
    </message>
    <message>
        <source>square numbers, e.g. 15 7</source>
        <translation>numéros de case, p. ex. 15 7</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Votre réponse</translation>
    </message>
    <message>
        <source>&amp;Your answer:</source>
        <translation>&amp;Votre réponse :</translation>
    </message>
    <message>
        <source>&amp;Answer</source>
        <translation>&amp;Répondre</translation>
    </message>
    <message>
        <source>Click squares or type their numbers; on the board the arrow keys move and Space picks. Enter answers; Enter or N goes on.</source>
        <translation>Cliquez sur les cases ou tapez leurs numéros ; sur le plateau, les flèches déplacent et Espace choisit. Enter répond ; Enter ou N passe à la suite.</translation>
    </message>
    <message>
        <source>Choose the square that leaves next: click it or type its number.</source>
        <translation>Choisissez la case qui sort ensuite : cliquez dessus ou tapez son numéro.</translation>
    </message>
    <message>
        <source>&amp;Next question</source>
        <translation>&amp;Question suivante</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>The system's language</source>
        <translation>La langue du système</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue :</translation>
    </message>
    <message>
        <source>A new language is used from the next start of the app.</source>
        <translation>Une nouvelle langue s’applique au prochain démarrage de l’application.</translation>
    </message>
</context>
<context>
    <name>Present</name>
    <message>
        <source>The Learn room for a projector: the board and the search's words, large (F9; Esc leaves)</source>
        <translation>L’espace Apprendre pour un vidéoprojecteur : le plateau et le texte du parcours, en grand (F9 ; Échap pour quitter)</translation>
    </message>
    <message>
        <source>&amp;Present</source>
        <translation>Pré&amp;senter</translation>
    </message>
    <message>
        <source>Leave Present</source>
        <translation>Quitter la présentation</translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <source>Classic family board</source>
        <translation>Plateau familial classique</translation>
    </message>
    <message>
        <source>LeetCode 909 example (6×6)</source>
        <translation>Exemple de LeetCode 909 (6×6)</translation>
    </message>
    <message>
        <source>30-cell linear board (5×6)</source>
        <translation>Plateau linéaire de 30 cases (5×6)</translation>
    </message>
    <message>
        <source>Milton Bradley classic (Chutes and Ladders)</source>
        <translation>Classique de Milton Bradley (Chutes and Ladders)</translation>
    </message>
</context>
<context>
    <name>PrintPreview</name>
    <message>
        <source>Preview of the pages</source>
        <translation>Aperçu des pages</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Imprimer…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message numerus="yes">
        <source>%n sheet(s) of {paper}</source>
        <translation>
            <numerusform>%n feuille {paper}</numerusform>
            <numerusform>%n feuilles {paper}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message numerus="yes">
        <source>invalid — %n error(s)</source>
        <translation>
            <numerusform>invalide — %n erreur</numerusform>
            <numerusform>invalide — %n erreurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>valid — {summary}, %n warning(s)</source>
        <translation>
            <numerusform>valide — {summary}, %n avertissement</numerusform>
            <numerusform>valide — {summary}, %n avertissements</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more warning(s): each is marked on the board.</source>
        <translation>
            <numerusform>… et %n autre avertissement : chacun est signalé sur le plateau.</numerusform>
            <numerusform>… et %n autres avertissements : chacun est signalé sur le plateau.</numerusform>
        </translation>
    </message>
    <message>
        <source>error: {what}</source>
        <translation>erreur : {what}</translation>
    </message>
    <message>
        <source>warning: {what}</source>
        <translation>avertissement : {what}</translation>
    </message>
    <message>
        <source>No warnings: every snake and ladder works as drawn.</source>
        <translation>Aucun avertissement : chaque serpent et chaque échelle fonctionne comme dessiné.</translation>
    </message>
    <message>
        <source>Checking the board…</source>
        <translation>Vérification du plateau…</translation>
    </message>
</context>
<context>
    <name>ProblemsPanel</name>
    <message>
        <source>Board warnings</source>
        <translation>Avertissements du plateau</translation>
    </message>
</context>
<context>
    <name>Progress</name>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>Prompter</name>
    <message>
        <source>Boards (*.snl *.json *.txt *.csv *.tsv)</source>
        <translation>Plateaux (*.snl *.json *.txt *.csv *.tsv)</translation>
    </message>
    <message>
        <source>Snakes &amp; Ladders boards (*.snl)</source>
        <translation>Plateaux Serpents et échelles (*.snl)</translation>
    </message>
    <message>
        <source>JSON boards (*.json)</source>
        <translation>Plateaux JSON (*.json)</translation>
    </message>
    <message>
        <source>Spreadsheet matrices (*.csv *.tsv)</source>
        <translation>Matrices de tableur (*.csv *.tsv)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>Save the changes to “{name}” before closing it?</source>
        <translation>Enregistrer les modifications de « {name} » avant de le fermer ?</translation>
    </message>
    <message>
        <source>Your changes are lost if you don't save them.</source>
        <translation>Vos modifications seront perdues si vous ne les enregistrez pas.</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Restaurer</translation>
    </message>
    <message>
        <source>Not Now</source>
        <translation>Plus tard</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>“{name}” has been changed on disk by another program since you opened it. Replace it?</source>
        <translation>« {name} » a été modifié sur le disque par un autre programme depuis son ouverture. Le remplacer ?</translation>
    </message>
    <message>
        <source>“{name}” has been changed on disk by another program.</source>
        <translation>« {name} » a été modifié sur le disque par un autre programme.</translation>
    </message>
    <message>
        <source>Reload drops your unsaved changes; Keep Mine keeps them (saving replaces the other version); Save As keeps both.</source>
        <translation>Recharger abandonne vos modifications non enregistrées ; Garder la mienne les conserve (enregistrer remplace l’autre version) ; Enregistrer sous garde les deux.</translation>
    </message>
    <message>
        <source>Reload shows the version on disk; Keep Mine keeps the board shown here (saving replaces the other version); Save As keeps both.</source>
        <translation>Recharger affiche la version du disque ; Garder la mienne conserve le plateau affiché ici (enregistrer remplace l’autre version) ; Enregistrer sous garde les deux.</translation>
    </message>
    <message>
        <source>Changed on disk</source>
        <translation>Modifié sur le disque</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Recharger</translation>
    </message>
    <message>
        <source>Overwrite</source>
        <translation>Écraser</translation>
    </message>
    <message>
        <source>Keep Mine</source>
        <translation>Garder la mienne</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>Enregistrer sous…</translation>
    </message>
    <message>
        <source>Open board</source>
        <translation>Ouvrir un plateau</translation>
    </message>
    <message>
        <source>Replace a read-only file</source>
        <translation>Remplacer un fichier en lecture seule</translation>
    </message>
    <message>
        <source>{file} is read-only. Replace it anyway?</source>
        <translation>{file} est en lecture seule. Le remplacer quand même ?</translation>
    </message>
</context>
<context>
    <name>PropertiesDialog</name>
    <message>
        <source>Board properties</source>
        <translation>Propriétés du plateau</translation>
    </message>
    <message>
        <source>e.g. Jungle run</source>
        <translation>p. ex. Course dans la jungle</translation>
    </message>
    <message>
        <source>Who the board is for, what makes it fun…</source>
        <translation>Pour qui est ce plateau, ce qui le rend amusant…</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nom :</translation>
    </message>
    <message>
        <source>Description:</source>
        <translation>Description :</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>Montrer les détails…</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>Masquer les détails…</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Tout enregistrer</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Oui</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Oui à &amp;tout</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Non</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>Non à to&amp;ut</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Ignorer</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Ne pas tenir compte</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Aide</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Appliquer</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Réinitialiser</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Restaurer les valeurs par défaut</translation>
    </message>
</context>
<context>
    <name>QueueList</name>
    <message>
        <source>BFS queue</source>
        <translation>File BFS</translation>
    </message>
    <message>
        <source>BFS queue (front first)</source>
        <translation>File BFS (tête en premier)</translation>
    </message>
    <message numerus="yes">
        <source>square {square} · %n throw(s)</source>
        <translation>
            <numerusform>case {square} · %n lancer</numerusform>
            <numerusform>case {square} · %n lancers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>BFS queue (front first): %n square(s)</source>
        <translation>
            <numerusform>File BFS (tête en premier) : %n case</numerusform>
            <numerusform>File BFS (tête en premier) : %n cases</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Quiz</name>
    <message>
        <source>Class Quiz</source>
        <translation>Quiz de la classe</translation>
    </message>
    <message>
        <source>other</source>
        <translation>autres</translation>
    </message>
    <message numerus="yes">
        <source>%n student(s) in the quiz</source>
        <translation>
            <numerusform>%n élève dans le quiz</numerusform>
            <numerusform>%n élèves dans le quiz</numerusform>
        </translation>
    </message>
    <message>
        <source>Question {number} of {count}</source>
        <translation>Question {number} sur {count}</translation>
    </message>
    <message>
        <source>{answered} of {students} answered</source>
        <translation>Réponses : {answered} sur {students}</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s) left</source>
        <translation>
            <numerusform>%n seconde restante</numerusform>
            <numerusform>%n secondes restantes</numerusform>
        </translation>
    </message>
    <message>
        <source>Answers are closed.</source>
        <translation>Les réponses sont closes.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>Nobody answered this question.</source>
        <translation>Personne n’a répondu à cette question.</translation>
    </message>
    <message>
        <source>{right} of {answered} right ({share})</source>
        <translation>Bonnes réponses : {right} sur {answered} ({share})</translation>
    </message>
    <message>
        <source>Nobody chose a wrong answer.</source>
        <translation>Personne n’a choisi de mauvaise réponse.</translation>
    </message>
    <message numerus="yes">
        <source>The most common wrong answer, %n time(s): {answer}. {reason}</source>
        <translation>
            <numerusform>La mauvaise réponse la plus fréquente, %n fois : {answer}. {reason}</numerusform>
            <numerusform>La mauvaise réponse la plus fréquente, %n fois : {answer}. {reason}</numerusform>
        </translation>
    </message>
    <message>
        <source>{place}. {nickname}: {right} right</source>
        <translation>{place}. {nickname} (bonnes réponses : {right})</translation>
    </message>
    <message>
        <source>Q{number}: {share}</source>
        <translation>Q{number} : {share}</translation>
    </message>
    <message>
        <source>no answers</source>
        <translation>aucune réponse</translation>
    </message>
    <message>
        <source>Results saved to {path}</source>
        <translation>Résultats enregistrés dans {path}</translation>
    </message>
</context>
<context>
    <name>QuizDialog</name>
    <message>
        <source>Class Quiz</source>
        <translation>Quiz de la classe</translation>
    </message>
    <message>
        <source>Join the quiz on your phone</source>
        <translation>Rejoignez le quiz sur votre téléphone</translation>
    </message>
    <message>
        <source>Room code:</source>
        <translation>Code de la salle :</translation>
    </message>
    <message>
        <source>Too many wrong codes: the room takes none until you make a new code.</source>
        <translation>Trop de codes erronés : la salle n’en accepte plus tant que vous n’avez pas créé de nouveau code.</translation>
    </message>
    <message>
        <source>New Code</source>
        <translation>Nouveau code</translation>
    </message>
    <message>
        <source>Students</source>
        <translation>Élèves</translation>
    </message>
    <message>
        <source>&amp;Remove Student</source>
        <translation>&amp;Retirer l’élève</translation>
    </message>
    <message>
        <source>Take the chosen nickname out of the quiz (it cannot join again)</source>
        <translation>Retirer du quiz le pseudo choisi (il ne pourra plus le rejoindre)</translation>
    </message>
    <message>
        <source>no timer</source>
        <translation>sans limite</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>&amp;Time to answer:</source>
        <translation>&amp;Temps de réponse :</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Suivant</translation>
    </message>
    <message>
        <source>Ask the next question, or reveal the one asked (Page Down, Right, Space)</source>
        <translation>Poser la question suivante, ou dévoiler la réponse de la question posée (Page suiv, flèche droite, Espace)</translation>
    </message>
    <message>
        <source>&amp;Stop Answers</source>
        <translation>&amp;Clore les réponses</translation>
    </message>
    <message>
        <source>&amp;End Quiz</source>
        <translation>Terminer le &amp;quiz</translation>
    </message>
    <message>
        <source>Show &amp;Leaderboard</source>
        <translation>Afficher le c&amp;lassement</translation>
    </message>
    <message>
        <source>Nicknames with the most right answers (off: only the class's score)</source>
        <translation>Les pseudos qui ont le plus de bonnes réponses (désactivé : seulement le score de la classe)</translation>
    </message>
    <message>
        <source>Save &amp;Results…</source>
        <translation>&amp;Enregistrer les résultats…</translation>
    </message>
    <message>
        <source>QR code of {address}</source>
        <translation>Code QR de {address}</translation>
    </message>
    <message>
        <source>Room code {code}</source>
        <translation>Code de la salle {code}</translation>
    </message>
    <message>
        <source>Not connected now (can rejoin)</source>
        <translation>Déconnecté pour l’instant (peut revenir)</translation>
    </message>
    <message>
        <source>The quiz is over.</source>
        <translation>Le quiz est terminé.</translation>
    </message>
    <message>
        <source>Waiting to start</source>
        <translation>En attente du début</translation>
    </message>
    <message>
        <source>Students join on their phones; then ask the first question.</source>
        <translation>Les élèves rejoignent le quiz sur leur téléphone ; posez ensuite la première question.</translation>
    </message>
    <message>
        <source>The class so far: {scores}</source>
        <translation>La classe jusqu’ici : {scores}</translation>
    </message>
    <message>
        <source>&amp;Reveal</source>
        <translation>&amp;Dévoiler</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>&amp;Finir</translation>
    </message>
    <message>
        <source>&amp;Next Question</source>
        <translation>Question &amp;suivante</translation>
    </message>
    <message>
        <source>&amp;Ask First Question</source>
        <translation>Poser la &amp;première question</translation>
    </message>
    <message>
        <source>Save the quiz's results</source>
        <translation>Enregistrer les résultats du quiz</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>quiz-results.csv</source>
        <translation>resultats-quiz.csv</translation>
    </message>
    <message>
        <source>The results could not be saved: {problem}</source>
        <translation>Impossible d’enregistrer les résultats : {problem}</translation>
    </message>
</context>
<context>
    <name>Recovery</name>
    <message>
        <source>Unsaved work could not be read</source>
        <translation>Le travail non enregistré n’a pas pu être lu</translation>
    </message>
    <message>
        <source>{app} closed without saving changes to {file}. Restore them?</source>
        <translation>{app} s’est fermé sans enregistrer les modifications de {file}. Les restaurer ?</translation>
    </message>
    <message>
        <source>{app} closed without saving changes to the board “{name}”. Restore them?</source>
        <translation>{app} s’est fermé sans enregistrer les modifications du plateau « {name} ». Les restaurer ?</translation>
    </message>
    <message>
        <source>{app} closed without saving changes to an untitled board. Restore them?</source>
        <translation>{app} s’est fermé sans enregistrer les modifications d’un plateau sans titre. Les restaurer ?</translation>
    </message>
    <message>
        <source>Restored unsaved work</source>
        <translation>Travail non enregistré restauré</translation>
    </message>
    <message>
        <source>Restored as an untitled board: {file} is not a board file, so Save asks where to save it.</source>
        <translation>Restauré comme plateau sans titre : {file} n’est pas un fichier de plateau, Enregistrer demandera donc où l’enregistrer.</translation>
    </message>
    <message>
        <source>Restore unsaved work</source>
        <translation>Restaurer le travail non enregistré</translation>
    </message>
    <message>
        <source>Not Now keeps them in {folder} for the next start; Discard deletes them.</source>
        <translation>Plus tard les garde dans {folder} pour le prochain démarrage ; Supprimer les efface.</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Restaurer</translation>
    </message>
</context>
<context>
    <name>Room</name>
    <message>
        <source>This computer is not on a local network: connect it to the same Wi-Fi as the phones, then try again.</source>
        <translation>Cet ordinateur n’est pas sur un réseau local : connectez-le au même Wi-Fi que les téléphones, puis réessayez.</translation>
    </message>
    <message>
        <source>No network port is free for the room: close another program that serves the network.</source>
        <translation>Aucun port réseau n’est libre pour la salle : fermez un autre programme qui offre un service sur le réseau.</translation>
    </message>
    <message>
        <source>The phones' page is missing from this installation: {problem}</source>
        <translation>La page des téléphones manque dans cette installation : {problem}</translation>
    </message>
</context>
<context>
    <name>Rooms</name>
    <message>
        <source>&amp;Home</source>
        <translation>&amp;Accueil</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Jouer</translation>
    </message>
    <message>
        <source>&amp;Design</source>
        <translation>&amp;Créer</translation>
    </message>
    <message>
        <source>&amp;Learn</source>
        <translation>Appre&amp;ndre</translation>
    </message>
    <message>
        <source>{room} room</source>
        <translation>Salle {room}</translation>
    </message>
    <message>
        <source>The start screen: play, design or learn, and recent boards</source>
        <translation>L’écran d’accueil : jouer, créer ou apprendre, et les plateaux récents</translation>
    </message>
    <message>
        <source>Play a game on this board</source>
        <translation>Jouer une partie sur ce plateau</translation>
    </message>
    <message>
        <source>Draw snakes and ladders and see how the board plays</source>
        <translation>Dessiner des serpents et des échelles et voir comment le plateau se joue</translation>
    </message>
    <message>
        <source>Watch breadth-first search find the fewest throws</source>
        <translation>Regarder le parcours en largeur trouver le minimum de lancers</translation>
    </message>
    <message>
        <source>Rooms</source>
        <translation>Espaces</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>rule '{name}' must be true or false, not {value}</source>
        <translation>la règle '{name}' doit valoir true ou false, pas {value}</translation>
    </message>
    <message>
        <source>rule '{name}' must be one of {choices}, not {value}</source>
        <translation>la règle '{name}' doit être l’une des valeurs {choices}, pas {value}</translation>
    </message>
    <message>
        <source>'rules' must be an object, not {type}</source>
        <translation>'rules' doit être un objet, pas {type}</translation>
    </message>
    <message>
        <source>a 6 throws again</source>
        <translation>un 6 fait relancer</translation>
    </message>
    <message>
        <source>one die a turn</source>
        <translation>un seul dé par tour</translation>
    </message>
    <message>
        <source>three sixes count 18</source>
        <translation>trois 6 comptent 18</translation>
    </message>
    <message>
        <source>start on square 1</source>
        <translation>départ sur la case 1</translation>
    </message>
    <message>
        <source>start off the board</source>
        <translation>départ hors du plateau</translation>
    </message>
    <message>
        <source>Everybody starts off the board, just before square 1.</source>
        <translation>Tout le monde part hors du plateau, juste avant la case 1.</translation>
    </message>
    <message>
        <source>But three 6s in a row and the turn is lost: your token goes back to where the turn began — unless the third 6 reaches the last square: that wins!</source>
        <translation>Mais trois 6 d’affilée et le tour est perdu : votre pion revient là où le tour a commencé — sauf si le troisième 6 atteint la dernière case : c’est gagné !</translation>
    </message>
    <message>
        <source>Everybody starts on square 1.</source>
        <translation>Tout le monde part de la case 1.</translation>
    </message>
    <message>
        <source>three sixes lose the turn</source>
        <translation>trois 6 font perdre le tour</translation>
    </message>
    <message>
        <source>each throw moves the token</source>
        <translation>chaque lancer fait avancer le pion</translation>
    </message>
    <message>
        <source>a throw past the last square is not moved</source>
        <translation>un lancer qui dépasse la dernière case ne bouge pas</translation>
    </message>
    <message>
        <source>bounce back from the last square</source>
        <translation>rebond sur la dernière case</translation>
    </message>
    <message>
        <source>any throw past the last square wins</source>
        <translation>tout lancer qui dépasse la dernière case gagne</translation>
    </message>
    <message>
        <source>throw a 6 to start</source>
        <translation>faire un 6 pour partir</translation>
    </message>
    <message>
        <source>Everybody starts off the board and needs a 6 to start: until you throw a 6, your token waits off the board.</source>
        <translation>Tout le monde part hors du plateau et doit faire un 6 pour entrer : tant que vous n’avez pas fait de 6, votre pion attend hors du plateau.</translation>
    </message>
    <message>
        <source>Take turns: throw the die and move your token that many squares.</source>
        <translation>Chacun son tour : lancez le dé et avancez votre pion d’autant de cases.</translation>
    </message>
    <message>
        <source>Threw a 6? Throw again! You can throw up to three times in one turn.</source>
        <translation>Un 6 ? Relancez ! Vous pouvez lancer jusqu’à trois fois dans le même tour.</translation>
    </message>
    <message>
        <source>But three 6s in a row and the turn is lost: your token stays where it was.</source>
        <translation>Mais trois 6 d’affilée, et le tour est perdu : votre pion reste où il était.</translation>
    </message>
    <message>
        <source>Move after every throw: a 6 moves you 6 squares straight away, then you throw again.</source>
        <translation>Avancez après chaque lancer : un 6 vous fait avancer de 6 cases tout de suite, puis vous relancez.</translation>
    </message>
    <message>
        <source>Add up all your throws, then move once by the total.</source>
        <translation>Additionnez tous vos lancers, puis avancez une seule fois du total.</translation>
    </message>
    <message>
        <source>Land at the bottom of a ladder? Climb up it!</source>
        <translation>Vous tombez au pied d’une échelle ? Grimpez !</translation>
    </message>
    <message>
        <source>Land on a snake's head? Slide down to its tail.</source>
        <translation>Vous tombez sur la tête d’un serpent ? Glissez jusqu’à sa queue.</translation>
    </message>
    <message>
        <source>Too big a throw to land exactly on the last square? Stay where you are.</source>
        <translation>Lancer trop grand pour tomber pile sur la dernière case ? Restez où vous êtes.</translation>
    </message>
    <message>
        <source>Too big a throw to land exactly on the last square? Count to the end and back again.</source>
        <translation>Lancer trop grand pour tomber pile sur la dernière case ? Comptez jusqu’au bout, puis revenez en arrière.</translation>
    </message>
    <message>
        <source>Too big a throw for the last square? It still takes you there: no exact throw needed.</source>
        <translation>Lancer trop grand pour la dernière case ? Il vous y amène quand même : pas besoin de tomber pile.</translation>
    </message>
    <message>
        <source>The first to reach the last square wins!</source>
        <translation>Le premier à atteindre la dernière case a gagné !</translation>
    </message>
    <message>
        <source>The first to land exactly on the last square wins!</source>
        <translation>Le premier à tomber pile sur la dernière case a gagné !</translation>
    </message>
</context>
<context>
    <name>RulesForm</name>
    <message>
        <source>House rules</source>
        <translation>Règles maison</translation>
    </message>
    <message>
        <source>A 6 earns another throw (at most three a turn)</source>
        <translation>Un 6 donne un autre lancer (trois au plus par tour)</translation>
    </message>
    <message>
        <source>Three sixes lose the turn</source>
        <translation>Trois 6 font perdre le tour</translation>
    </message>
    <message>
        <source>Each throw moves the token (a 6 then a 2: 6 squares, any snake or ladder, then 2)</source>
        <translation>Chaque lancer déplace le pion (un 6 puis un 2 : 6 cases, l’éventuel serpent ou échelle, puis 2)</translation>
    </message>
    <message>
        <source>Off: the token moves once, by the sum of the turn's dice, jumping over what lies between.
On: every throw moves it; reaching the last square wins at once, even on a third 6;
a third 6 short of it (when three sixes lose the turn) sends it back to where the turn began.</source>
        <translation>Désactivé : le pion avance une fois, de la somme des dés du tour, en sautant ce qui se trouve entre les deux.
Activé : chaque lancer le fait avancer ; atteindre la dernière case fait gagner aussitôt, même sur un troisième 6 ;
un troisième 6 qui ne l’atteint pas (quand trois six font perdre le tour) le ramène là où le tour a commencé.</translation>
    </message>
    <message>
        <source>Stay where you are</source>
        <translation>Rester sur place</translation>
    </message>
    <message>
        <source>Bounce back from the last square</source>
        <translation>Rebondir sur la dernière case</translation>
    </message>
    <message>
        <source>Finish: it reaches the last square</source>
        <translation>Finir : le pion atteint la dernière case</translation>
    </message>
    <message>
        <source>On square 1</source>
        <translation>Sur la case 1</translation>
    </message>
    <message>
        <source>Off the board (square 0)</source>
        <translation>Hors du plateau (case 0)</translation>
    </message>
    <message>
        <source>Off the board: need a 6 to start</source>
        <translation>Hors du plateau : un 6 pour entrer</translation>
    </message>
    <message>
        <source>A throw past the last square:</source>
        <translation>Lancer qui dépasse la dernière case :</translation>
    </message>
    <message>
        <source>Need a 6 to start: each token waits off the board until its player throws a 6;
the 6 then moves it onto the board (and earns another throw, when a 6 does).</source>
        <translation>Un 6 pour entrer : chaque pion attend hors du plateau jusqu’à ce que son joueur fasse un 6 ;
ce 6 le fait alors entrer sur le plateau (et donne un autre lancer, quand un 6 en donne un).</translation>
    </message>
    <message>
        <source>Tokens start:</source>
        <translation>Départ des pions :</translation>
    </message>
</context>
<context>
    <name>Search</name>
    <message>
        <source>square {square} is not on the board (0..{goal})</source>
        <translation>la case {square} n’est pas sur le plateau (0..{goal})</translation>
    </message>
    <message>
        <source>cannot start a search on square {square}: the board has squares 0..{goal}</source>
        <translation>impossible de lancer un parcours depuis la case {square} : le plateau a les cases 0..{goal}</translation>
    </message>
    <message numerus="yes">
        <source>%n throw(s)</source>
        <translation>
            <numerusform>%n lancer</numerusform>
            <numerusform>%n lancers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n square(s)</source>
        <translation>
            <numerusform>%n case</numerusform>
            <numerusform>%n cases</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln frame(s)</source>
        <translation>
            <numerusform>%Ln image</numerusform>
            <numerusform>%Ln images</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n second(s)</source>
        <translation>
            <numerusform>environ %n seconde</numerusform>
            <numerusform>environ %n secondes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <translation>
            <numerusform>environ %n minute</numerusform>
            <numerusform>environ %n minutes</numerusform>
        </translation>
    </message>
    <message>
        <source>{frames}, {length}</source>
        <translation>{frames}, {length}</translation>
    </message>
    <message>
        <source>Step {position} of {total}</source>
        <translation>Étape {position} sur {total}</translation>
    </message>
    <message>
        <source>Queue: empty</source>
        <translation>File : vide</translation>
    </message>
    <message numerus="yes">
        <source>Queue (front first): %n square(s)</source>
        <translation>
            <numerusform>File (tête en premier) : %n case</numerusform>
            <numerusform>File (tête en premier) : %n cases</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Queue (front first): {squares} … and %n more</source>
        <translation>
            <numerusform>File (tête en premier) : {squares} … et %n autre</numerusform>
            <numerusform>File (tête en premier) : {squares} … et %n autres</numerusform>
        </translation>
    </message>
    <message>
        <source>Queue (front first): {squares}</source>
        <translation>File (tête en premier) : {squares}</translation>
    </message>
    <message>
        <source>one throw</source>
        <translation>un lancer</translation>
    </message>
    <message>
        <source>one square</source>
        <translation>une case</translation>
    </message>
    <message>
        <source>one depth</source>
        <translation>une profondeur</translation>
    </message>
    <message>
        <source>ladder to {square}</source>
        <translation>échelle vers {square}</translation>
    </message>
    <message>
        <source>snake to {square}</source>
        <translation>serpent vers {square}</translation>
    </message>
    <message>
        <source>throw {face} → square {square}</source>
        <translation>lancer {face} → case {square}</translation>
    </message>
    <message>
        <source>throw {face} → {square}</source>
        <translation>lancer {face} → {square}</translation>
    </message>
    <message>
        <source>throw {face} → square {square}, {jump}</source>
        <translation>lancer {face} → case {square}, {jump}</translation>
    </message>
    <message>
        <source>throw {face} → {square}, {jump}</source>
        <translation>lancer {face} → {square}, {jump}</translation>
    </message>
    <message>
        <source>Square {square}: throws 1–6 rest on {rests}</source>
        <translation>Case {square} : les lancers 1–6 s’arrêtent sur {rests}</translation>
    </message>
    <message>
        <source>Square {square}: only a 6 brings the token on the board; it rests on {rest}</source>
        <translation>Case {square} : seul un 6 fait entrer le pion sur le plateau ; il s’arrête sur {rest}</translation>
    </message>
    <message numerus="yes">
        <source>Square {square}: the goal, reached in %n throw(s); the search stops there</source>
        <translation>
            <numerusform>Case {square} : l’arrivée, atteinte en %n lancer ; le parcours s’arrête là</numerusform>
            <numerusform>Case {square} : l’arrivée, atteinte en %n lancers ; le parcours s’arrête là</numerusform>
        </translation>
    </message>
    <message>
        <source>Square {square}: the goal, never reached; the search stops there</source>
        <translation>Case {square} : l’arrivée, jamais atteinte ; le parcours s’arrête là</translation>
    </message>
    <message>
        <source>Square {square}: no token rests here (a jump starts on it)</source>
        <translation>Case {square} : aucun pion ne s’y arrête (un saut y commence)</translation>
    </message>
</context>
<context>
    <name>SearchControls</name>
    <message>
        <source>Play</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <source>Play or pause the search (F5)</source>
        <translation>Lire ou mettre en pause le parcours (F5)</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Retour</translation>
    </message>
    <message>
        <source>Step back (Shift+F6)</source>
        <translation>Reculer d’une étape (Maj+F6)</translation>
    </message>
    <message>
        <source>Step ▶</source>
        <translation>Étape ▶</translation>
    </message>
    <message>
        <source>Step forward (F6)</source>
        <translation>Avancer d’une étape (F6)</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Recommencer</translation>
    </message>
    <message>
        <source>Back to the start (Ctrl+F5)</source>
        <translation>Revenir au début (Ctrl+F5)</translation>
    </message>
    <message>
        <source>Next Step</source>
        <translation>Étape suivante</translation>
    </message>
    <message>
        <source>Step forward (Page Down, →)</source>
        <translation>Avancer d’une étape (Page suiv, →)</translation>
    </message>
    <message>
        <source>Previous Step</source>
        <translation>Étape précédente</translation>
    </message>
    <message>
        <source>Step back (Page Up, ←)</source>
        <translation>Reculer d’une étape (Page préc, ←)</translation>
    </message>
    <message>
        <source>Step size</source>
        <translation>Taille d’étape</translation>
    </message>
    <message>
        <source>Step &amp;Size</source>
        <translation>&amp;Taille d’étape</translation>
    </message>
    <message>
        <source>Next Step Size</source>
        <translation>Taille d’étape suivante</translation>
    </message>
    <message>
        <source>One throw, one square, one depth (Ctrl+F6)</source>
        <translation>Un lancer, une case, une profondeur (Ctrl+F6)</translation>
    </message>
    <message>
        <source>How far one step goes: one throw examined, one square expanded, or one depth</source>
        <translation>Jusqu’où va une étape : un lancer examiné, une case développée ou une profondeur</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Vitesse</translation>
    </message>
    <message>
        <source>From one step every 2 seconds to the whole search in under a second</source>
        <translation>D’une étape toutes les 2 secondes au parcours entier en moins d’une seconde</translation>
    </message>
    <message>
        <source>Slower</source>
        <translation>Plus lent</translation>
    </message>
    <message>
        <source>Play the search slower (F7)</source>
        <translation>Ralentir le parcours (F7)</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>Plus rapide</translation>
    </message>
    <message>
        <source>Play the search faster (F8)</source>
        <translation>Accélérer le parcours (F8)</translation>
    </message>
    <message>
        <source>Search position</source>
        <translation>Position dans le parcours</translation>
    </message>
    <message>
        <source>Every step of the search: drag to any moment</source>
        <translation>Chaque étape du parcours : faites glisser jusqu’à n’importe quel moment</translation>
    </message>
    <message>
        <source>Heat map: show every square's distance</source>
        <translation>Carte de chaleur : montrer la distance de chaque case</translation>
    </message>
    <message>
        <source>Show every square's distance at once (Ctrl+Shift+M)</source>
        <translation>Montrer d’un coup la distance de chaque case (Ctrl+Maj+M)</translation>
    </message>
    <message>
        <source>&amp;Heat Map</source>
        <translation>&amp;Carte de chaleur</translation>
    </message>
    <message>
        <source>Fade the snakes and ladders</source>
        <translation>Estomper les serpents et les échelles</translation>
    </message>
    <message>
        <source>While the search is drawn, the snakes and ladders fade so that its arrows read on any art</source>
        <translation>Pendant que le parcours est dessiné, les serpents et les échelles s’estompent pour que ses flèches restent lisibles sur n’importe quel décor</translation>
    </message>
    <message>
        <source>&amp;Fade the Art</source>
        <translation>&amp;Estomper le décor</translation>
    </message>
    <message>
        <source>Step:</source>
        <translation>Étape :</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Vitesse :</translation>
    </message>
    <message>
        <source>Search:</source>
        <translation>Parcours :</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Everywhere</source>
        <translation>Partout</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Design</source>
        <translation>Créer</translation>
    </message>
    <message>
        <source>Learn</source>
        <translation>Apprendre</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Find a key or an action</source>
        <translation>Chercher une touche ou une action</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
</context>
<context>
    <name>SizeBar</name>
    <message>
        <source>Rows</source>
        <translation>Lignes</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Colonnes</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>Carré</translation>
    </message>
    <message>
        <source>Keep as many columns as rows</source>
        <translation>Garder autant de colonnes que de lignes</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Taille :</translation>
    </message>
</context>
<context>
    <name>SolverPanel</name>
    <message>
        <source>Depth</source>
        <translation>Profondeur</translation>
    </message>
    <message>
        <source>Copy the graph (adjacency list)</source>
        <translation>Copier le graphe (liste d’adjacence)</translation>
    </message>
    <message>
        <source>Each square where a token can rest, and where throws 1–6 take it: to check your own BFS</source>
        <translation>Chaque case où un pion peut s’arrêter, et où la mènent les lancers 1–6 : pour vérifier votre propre BFS</translation>
    </message>
    <message>
        <source>Working out the fewest throws…</source>
        <translation>Calcul du minimum de lancers…</translation>
    </message>
    <message>
        <source>Fewest throws: {throws}</source>
        <translation>Minimum de lancers : {throws}</translation>
    </message>
    <message>
        <source>One die a throw never reaches the goal</source>
        <translation>Avec un dé par lancer, l’arrivée est inaccessible</translation>
    </message>
    <message>
        <source>Depth {depth}: squares {throws} away</source>
        <translation>Profondeur {depth} : cases à {throws}</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Lecture</translation>
    </message>
    <message>
        <source>Step {position} of {total} — {state}</source>
        <translation>Étape {position} sur {total} — {state}</translation>
    </message>
</context>
<context>
    <name>SolverWords</name>
    <message>
        <source>Press Play (F5) to watch breadth-first search find it, or Step (F6) to go one step at a time.</source>
        <translation>Appuyez sur Lecture (F5) pour regarder le parcours en largeur le trouver, ou sur Étape (F6) pour avancer pas à pas.</translation>
    </message>
    <message>
        <source>A 6 is needed to start, and a 6 goes past the last square: no token can come on the board.</source>
        <translation>Il faut un 6 pour entrer, et un 6 dépasse la dernière case : aucun pion ne peut entrer sur le plateau.</translation>
    </message>
    <message>
        <source>The farthest the token can rest on is square {square}. Every throw from there lands on a jump back down: {jumps}. Coloured squares can be reached.</source>
        <translation>La case la plus lointaine où le pion peut s’arrêter est la case {square}. Chaque lancer depuis cette case tombe sur un saut qui redescend : {jumps}. Les cases colorées sont accessibles.</translation>
    </message>
    <message>
        <source>Route: {route}</source>
        <translation>Chemin : {route}</translation>
    </message>
</context>
<context>
    <name>Start</name>
    <message>
        <source>the saved game</source>
        <translation>la partie sauvegardée</translation>
    </message>
    <message>
        <source>cannot write {file}</source>
        <translation>impossible d’écrire {file}</translation>
    </message>
    <message>
        <source>the window was not painted in time</source>
        <translation>la fenêtre n’a pas été affichée à temps</translation>
    </message>
    <message>
        <source>No home folder</source>
        <translation>Pas de dossier personnel</translation>
    </message>
    <message>
        <source>Cannot open board</source>
        <translation>Impossible d’ouvrir le plateau</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>today</source>
        <translation>aujourd’hui</translation>
    </message>
    <message>
        <source>yesterday</source>
        <translation>hier</translation>
    </message>
    <message>
        <source>turn {number}</source>
        <translation>tour {number}</translation>
    </message>
    <message>
        <source>What would you like to do?</source>
        <translation>Que voulez-vous faire ?</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Play a game</source>
        <translation>Jouer une partie</translation>
    </message>
    <message>
        <source>Roll the dice with family and friends, or against the computer</source>
        <translation>Lancez le dé en famille, entre amis ou contre l’ordinateur</translation>
    </message>
    <message>
        <source>Design</source>
        <translation>Créer</translation>
    </message>
    <message>
        <source>Design a board</source>
        <translation>Créer un plateau</translation>
    </message>
    <message>
        <source>Draw snakes and ladders with the mouse and see at once how the board plays</source>
        <translation>Dessinez des serpents et des échelles à la souris et voyez aussitôt comment le plateau se joue</translation>
    </message>
    <message>
        <source>Learn</source>
        <translation>Apprendre</translation>
    </message>
    <message>
        <source>Learn how the search works</source>
        <translation>Comprendre le parcours en largeur</translation>
    </message>
    <message>
        <source>Watch breadth-first search find the fewest throws, step by step</source>
        <translation>Regardez le parcours en largeur trouver le minimum de lancers, étape par étape</translation>
    </message>
    <message>
        <source>Recent boards</source>
        <translation>Plateaux récents</translation>
    </message>
    <message>
        <source>Boards you open or save appear here.</source>
        <translation>Les plateaux que vous ouvrez ou enregistrez apparaissent ici.</translation>
    </message>
    <message>
        <source>Unfinished games</source>
        <translation>Parties inachevées</translation>
    </message>
    <message>
        <source>Games you stop before the end wait here, to play on.</source>
        <translation>Les parties arrêtées avant la fin vous attendent ici pour être reprises.</translation>
    </message>
    <message>
        <source>Start in the last room I used</source>
        <translation>Démarrer dans le dernier espace utilisé</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Plays as</source>
        <translation>Joué par</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Taux de victoire</translation>
    </message>
    <message>
        <source>Longest climb</source>
        <translation>Plus longue montée</translation>
    </message>
    <message>
        <source>Most snakes met</source>
        <translation>Le plus de serpents</translation>
    </message>
    <message>
        <source>Longest slide</source>
        <translation>Plus longue glissade</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <source>Most wins</source>
        <translation>Le plus de victoires</translation>
    </message>
    <message>
        <source>Fewest turns</source>
        <translation>Le moins de tours</translation>
    </message>
    <message>
        <source>Average turns</source>
        <translation>Tours en moyenne</translation>
    </message>
    <message>
        <source>Players' statistics</source>
        <translation>Statistiques des joueurs</translation>
    </message>
    <message>
        <source>Boards' statistics</source>
        <translation>Statistiques des plateaux</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Plateaux</translation>
    </message>
    <message>
        <source>C&amp;lear Statistics…</source>
        <translation>&amp;Effacer les statistiques…</translation>
    </message>
    <message>
        <source>Forget every game recorded (asks first)</source>
        <translation>Oublier toutes les parties enregistrées (avec confirmation)</translation>
    </message>
    <message>
        <source>Reading the game history…</source>
        <translation>Lecture de l’historique des parties…</translation>
    </message>
    <message>
        <source>The game history is busy: another program is using it. The figures appear as soon as it is free.</source>
        <translation>L’historique des parties est occupé : un autre programme l’utilise. Les chiffres s’afficheront dès qu’il sera libre.</translation>
    </message>
    <message>
        <source>The game history cannot be read: {why}</source>
        <translation>L’historique des parties ne peut pas être lu : {why}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) played since {date}</source>
        <translation>
            <numerusform>%Ln partie jouée depuis le {date}</numerusform>
            <numerusform>%Ln parties jouées depuis le {date}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Forget all %Ln game(s) recorded? This cannot be undone.</source>
        <translation>
            <numerusform>Oublier %Ln partie enregistrée ? Cette action est irréversible.</numerusform>
            <numerusform>Oublier les %Ln parties enregistrées ? Cette action est irréversible.</numerusform>
        </translation>
    </message>
    <message>
        <source>No games yet. When a game is won it is kept here: who played, who won, the longest ladder climbed and the most snakes met.</source>
        <translation>Aucune partie pour l’instant. Chaque partie gagnée est gardée ici : qui a joué, qui a gagné, la plus longue échelle grimpée et le plus de serpents croisés.</translation>
    </message>
    <message>
        <source>the computer</source>
        <translation>l’ordinateur</translation>
    </message>
    <message>
        <source>a person</source>
        <translation>une personne</translation>
    </message>
    <message>
        <source>{rate}%</source>
        <translation>{rate} %</translation>
    </message>
    <message>
        <source>{name} (computer)</source>
        <translation>{name} (ordinateur)</translation>
    </message>
    <message>
        <source>{rows}×{cols}</source>
        <translation>{rows}×{cols}</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <source>{name}: {wins}</source>
        <translation>{name} : {wins}</translation>
    </message>
    <message>
        <source>Clear Statistics</source>
        <translation>Effacer les statistiques</translation>
    </message>
    <message>
        <source>Nothing was cleared: {why}</source>
        <translation>Rien n’a été effacé : {why}</translation>
    </message>
</context>
<context>
    <name>StatisticsMenu</name>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>Stat&amp;istiques…</translation>
    </message>
    <message>
        <source>Games, wins and records of every player</source>
        <translation>Parties, victoires et records de chaque joueur</translation>
    </message>
</context>
<context>
    <name>TeachingDocks</name>
    <message>
        <source>Graph</source>
        <translation>Graphe</translation>
    </message>
    <message>
        <source>BFS Code</source>
        <translation>Code BFS</translation>
    </message>
    <message>
        <source>The board as a graph: each square's six throws, laid out by BFS depth</source>
        <translation>Le plateau sous forme de graphe : les six lancers de chaque case, disposés par profondeur BFS</translation>
    </message>
    <message>
        <source>The BFS code, its current line and its variables, as the search steps</source>
        <translation>Le code BFS, sa ligne courante et ses variables, au fil des étapes du parcours</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Why BFS?</source>
        <translation>Pourquoi le BFS ?</translation>
    </message>
    <message>
        <source>The same board searched depth-first, step by step (Ctrl+B)</source>
        <translation>Le même plateau parcouru en profondeur, étape par étape (Ctrl+B)</translation>
    </message>
    <message>
        <source>The search as an animated GIF or APNG, or this step as a picture (Ctrl+Shift+E)</source>
        <translation>Le parcours en GIF animé ou APNG, ou cette étape en image (Ctrl+Maj+E)</translation>
    </message>
    <message>
        <source>Export Animation…</source>
        <translation>Exporter l’animation…</translation>
    </message>
    <message>
        <source>A quiz: before each step of the search, predict it on the board; a score is kept</source>
        <translation>Un quiz : avant chaque étape du parcours, prédisez-la sur le plateau ; le score est compté</translation>
    </message>
    <message>
        <source>Predict…</source>
        <translation>Prédire…</translation>
    </message>
    <message>
        <source>Predict for the whole class: students answer each step on their phones, the answers shown as bars</source>
        <translation>Prédire avec toute la classe : les élèves répondent à chaque étape sur leur téléphone, les réponses s’affichent en barres</translation>
    </message>
    <message>
        <source>Class Quiz…</source>
        <translation>Quiz de la classe…</translation>
    </message>
    <message>
        <source>Run your own LeetCode 909 solution on 500+ boards, in a separate process, and see what fails</source>
        <translation>Exécuter votre propre solution LeetCode 909 sur plus de 500 plateaux, dans un processus séparé, et voir ce qui échoue</translation>
    </message>
    <message>
        <source>Check My Code…</source>
        <translation>Vérifier mon code…</translation>
    </message>
    <message>
        <source>Every .py file of a folder (a class's solutions) checked at once, in a table</source>
        <translation>Tous les fichiers .py d’un dossier (les solutions d’une classe) vérifiés d’un coup, dans un tableau</translation>
    </message>
    <message>
        <source>Check a Folder…</source>
        <translation>Vérifier un dossier…</translation>
    </message>
</context>
<context>
    <name>TextSize</name>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normale</translation>
    </message>
    <message>
        <source>&amp;Large</source>
        <translation>&amp;Grande</translation>
    </message>
    <message>
        <source>&amp;Huge</source>
        <translation>&amp;Très grande</translation>
    </message>
    <message>
        <source>Text &amp;Size</source>
        <translation>&amp;Taille du texte</translation>
    </message>
    <message>
        <source>&amp;Cycle Text Size</source>
        <translation>Taille du texte &amp;suivante</translation>
    </message>
    <message>
        <source>Normal, large, huge: every text of the app</source>
        <translation>Normale, grande, très grande : tous les textes de l’application</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>&amp;Standard</source>
        <translation>&amp;Standard</translation>
    </message>
    <message>
        <source>&amp;High Contrast</source>
        <translation>&amp;Contraste élevé</translation>
    </message>
    <message>
        <source>Follow the S&amp;ystem</source>
        <translation>Suivre le s&amp;ystème</translation>
    </message>
    <message>
        <source>The printed board's colours, with light docks and dialogs</source>
        <translation>Les couleurs du plateau imprimé, avec des panneaux et des boîtes de dialogue clairs</translation>
    </message>
    <message>
        <source>Black, white and yellow: strong outlines, opaque number plates, thicker marks</source>
        <translation>Noir, blanc et jaune : contours marqués, plaques de numéros opaques, repères plus épais</translation>
    </message>
    <message>
        <source>The standard board, with docks and dialogs in the desktop's colours</source>
        <translation>Le plateau standard, avec panneaux et boîtes de dialogue aux couleurs du bureau</translation>
    </message>
    <message>
        <source>T&amp;heme</source>
        <translation>T&amp;hème</translation>
    </message>
</context>
<context>
    <name>Tune</name>
    <message>
        <source>The board already meets every target: nothing to move.</source>
        <translation>Le plateau atteint déjà tous les objectifs : rien à déplacer.</translation>
    </message>
    <message>
        <source>No layout met every target, and no move brought the board closer.</source>
        <translation>Aucune disposition n’atteint tous les objectifs, et aucun déplacement n’a rapproché le plateau des objectifs.</translation>
    </message>
    <message>
        <source>Ladder {start} → {end}: top moved to {new_end}</source>
        <translation>Échelle {start} → {end} : haut déplacé en {new_end}</translation>
    </message>
    <message>
        <source>Snake {start} → {end}: tail moved to {new_end}</source>
        <translation>Serpent {start} → {end} : queue déplacée en {new_end}</translation>
    </message>
    <message>
        <source>Ladder {start} → {end}: foot moved to {new_start}</source>
        <translation>Échelle {start} → {end} : pied déplacé en {new_start}</translation>
    </message>
    <message>
        <source>Snake {start} → {end}: head moved to {new_start}</source>
        <translation>Serpent {start} → {end} : tête déplacée en {new_start}</translation>
    </message>
    <message>
        <source>Ladder {start} → {end}: now {new_start} → {new_end}</source>
        <translation>Échelle {start} → {end} : maintenant {new_start} → {new_end}</translation>
    </message>
    <message>
        <source>Snake {start} → {end}: now {new_start} → {new_end}</source>
        <translation>Serpent {start} → {end} : maintenant {new_start} → {new_end}</translation>
    </message>
    <message>
        <source>never ends</source>
        <translation>ne finit jamais</translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation>inaccessible</translation>
    </message>
    <message>
        <source>Expected length: {before} → {after} turns</source>
        <translation>Durée moyenne : {before} → {after} tours</translation>
    </message>
    <message>
        <source>Fewest throws: {before} → {after}</source>
        <translation>Minimum de lancers : {before} → {after}</translation>
    </message>
    <message>
        <source>First seat's advantage at 2 to 4 players: {before} → {after} points</source>
        <translation>Avantage de la place 1 (2 à 4 joueurs) : {before} → {after} points</translation>
    </message>
</context>
<context>
    <name>TuneBoard</name>
    <message>
        <source>The board</source>
        <translation>Le plateau</translation>
    </message>
    <message>
        <source>Click a snake or ladder to lock it, or tick it in the list</source>
        <translation>Cliquez sur un serpent ou une échelle, ou cochez-les dans la liste, pour les verrouiller</translation>
    </message>
</context>
<context>
    <name>TuneDialog</name>
    <message>
        <source>Tune the layout</source>
        <translation>Ajuster la disposition</translation>
    </message>
    <message>
        <source>Expected length between</source>
        <translation>Durée moyenne entre</translation>
    </message>
    <message>
        <source>Fewest throws between</source>
        <translation>Minimum de lancers entre</translation>
    </message>
    <message>
        <source>Finished within</source>
        <translation>Finie en</translation>
    </message>
    <message>
        <source>First seat's advantage at most</source>
        <translation>Avantage de la place 1 au plus</translation>
    </message>
    <message>
        <source>Expected length: at least, in turns</source>
        <translation>Durée moyenne : au moins, en tours</translation>
    </message>
    <message>
        <source>Expected length: at most, in turns</source>
        <translation>Durée moyenne : au plus, en tours</translation>
    </message>
    <message>
        <source>Fewest throws: at least</source>
        <translation>Minimum de lancers : au moins</translation>
    </message>
    <message>
        <source>Fewest throws: at most</source>
        <translation>Minimum de lancers : au plus</translation>
    </message>
    <message>
        <source>Finished within this many turns</source>
        <translation>Finie en ce nombre de tours au plus</translation>
    </message>
    <message>
        <source>By then, at least this percentage of games finished</source>
        <translation>À ce stade, au moins ce pourcentage de parties finies</translation>
    </message>
    <message>
        <source>First seat's advantage: at most, in percentage points</source>
        <translation>Avantage de la place 1 : au plus, en points de pourcentage</translation>
    </message>
    <message>
        <source>This board now: working it out…</source>
        <translation>Ce plateau maintenant : calcul…</translation>
    </message>
    <message>
        <source>Snakes and ladders never moved</source>
        <translation>Serpents et échelles jamais déplacés</translation>
    </message>
    <message>
        <source>Ticked snakes and ladders are never moved; click one on the board too</source>
        <translation>Les serpents et échelles cochés ne sont jamais déplacés ; vous pouvez aussi cliquer dessus sur le plateau</translation>
    </message>
    <message>
        <source>Edits</source>
        <translation>Modifications</translation>
    </message>
    <message>
        <source>Tune</source>
        <translation>Ajuster</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Compare with the Board Before…</source>
        <translation>Comparer avec le plateau d’avant…</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Appliquer</translation>
    </message>
    <message>
        <source>and</source>
        <translation>et</translation>
    </message>
    <message>
        <source>turns</source>
        <translation>tours</translation>
    </message>
    <message>
        <source>throws</source>
        <translation>lancers</translation>
    </message>
    <message>
        <source>turns: at least</source>
        <translation>tours : au moins</translation>
    </message>
    <message>
        <source>points at 2 to 4 players</source>
        <translation>points (2 à 4 joueurs)</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Graine :</translation>
    </message>
    <message>
        <source>Never move (tick, or click on the board):</source>
        <translation>Ne jamais déplacer (cochez, ou cliquez sur le plateau) :</translation>
    </message>
    <message>
        <source>Edits (old places faint, new ones bold):</source>
        <translation>Modifications (anciennes positions en pâle, nouvelles en gras) :</translation>
    </message>
    <message>
        <source>Before → after:</source>
        <translation>Avant → après :</translation>
    </message>
    <message>
        <source>Ladder {start} → {end}</source>
        <translation>Échelle {start} → {end}</translation>
    </message>
    <message>
        <source>Snake {start} → {end}</source>
        <translation>Serpent {start} → {end}</translation>
    </message>
    <message>
        <source>This board now: {figures}.</source>
        <translation>Ce plateau maintenant : {figures}.</translation>
    </message>
    <message>
        <source>This board now: not worked out ({why})</source>
        <translation>Ce plateau maintenant : non calculé ({why})</translation>
    </message>
    <message>
        <source>Tuning the layout…</source>
        <translation>Ajustement de la disposition…</translation>
    </message>
    <message>
        <source>Not tuned: {why}.</source>
        <translation>Non ajusté : {why}.</translation>
    </message>
    <message>
        <source>Cancelled: nothing was changed.</source>
        <translation>Annulé : rien n’a été modifié.</translation>
    </message>
    <message>
        <source>Missed: {targets}</source>
        <translation>Objectifs manqués : {targets}</translation>
    </message>
</context>
<context>
    <name>TuneWords</name>
    <message numerus="yes">
        <source>Every target met by moving %n snake(s) or ladder(s).</source>
        <translation>
            <numerusform>Tous les objectifs sont atteints en déplaçant %n serpent ou échelle.</numerusform>
            <numerusform>Tous les objectifs sont atteints en déplaçant %n serpents ou échelles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No layout met every target; the closest found moves %n snake(s) or ladder(s).</source>
        <translation>
            <numerusform>Aucune disposition n’atteint tous les objectifs ; la plus proche trouvée déplace %n serpent ou échelle.</numerusform>
            <numerusform>Aucune disposition n’atteint tous les objectifs ; la plus proche trouvée déplace %n serpents ou échelles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Chance of finishing within %n turn(s): {before} → {after}</source>
        <translation>
            <numerusform>Chance de finir en %n tour : {before} → {after}</numerusform>
            <numerusform>Chance de finir en %n tours : {before} → {after}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>expected length {expected} turns; fewest throws {throws}; {chance} of games over within %n turn(s); first seat's advantage {points} points</source>
        <translation>
            <numerusform>durée moyenne {expected} tours ; minimum de lancers {throws} ; {chance} des parties finies en %n tour ; avantage de la place 1 de {points} points</numerusform>
            <numerusform>durée moyenne {expected} tours ; minimum de lancers {throws} ; {chance} des parties finies en %n tours ; avantage de la place 1 de {points} points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n layout(s) tried.</source>
        <translation>
            <numerusform>%n disposition essayée.</numerusform>
            <numerusform>%n dispositions essayées.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The moved snake crosses %n other snake(s) or ladder(s): no move found that reaches the targets as well crosses none.</source>
        <translation>
            <numerusform>Le serpent déplacé croise %n autre serpent ou échelle : aucun déplacement trouvé qui atteigne aussi bien les objectifs n’en croise aucun.</numerusform>
            <numerusform>Le serpent déplacé croise %n autres serpents ou échelles : aucun déplacement trouvé qui atteigne aussi bien les objectifs n’en croise aucun.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The moved ladder crosses %n other snake(s) or ladder(s): no move found that reaches the targets as well crosses none.</source>
        <translation>
            <numerusform>L’échelle déplacée croise %n autre serpent ou échelle : aucun déplacement trouvé qui atteigne aussi bien les objectifs n’en croise aucun.</numerusform>
            <numerusform>L’échelle déplacée croise %n autres serpents ou échelles : aucun déplacement trouvé qui atteigne aussi bien les objectifs n’en croise aucun.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The moved snakes and ladders make %n crossing(s): no layout found that reaches the targets as well makes none.</source>
        <translation>
            <numerusform>Les serpents et échelles déplacés se croisent %n fois : aucune disposition trouvée qui atteigne aussi bien les objectifs n’évite les croisements.</numerusform>
            <numerusform>Les serpents et échelles déplacés se croisent %n fois : aucune disposition trouvée qui atteigne aussi bien les objectifs n’évite les croisements.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tuner</name>
    <message>
        <source>choose at least one target</source>
        <translation>choisissez au moins un objectif</translation>
    </message>
    <message>
        <source>the expected length must be a finite number of turns, 0 or more, not {value}</source>
        <translation>la durée moyenne doit être un nombre fini de tours, 0 ou plus, pas {value}</translation>
    </message>
    <message>
        <source>the fewest throws must be between {least} and {most}, not {value}</source>
        <translation>le minimum de lancers doit être entre {least} et {most}, pas {value}</translation>
    </message>
    <message>
        <source>the fewest throws range is empty ({low} &gt; {high})</source>
        <translation>l’intervalle du minimum de lancers est vide ({low} &gt; {high})</translation>
    </message>
    <message>
        <source>the expected length range is empty ({low} &gt; {high})</source>
        <translation>l’intervalle de durée moyenne est vide ({low} &gt; {high})</translation>
    </message>
    <message>
        <source>a game lasts at least one turn: the expected length cannot be below 1</source>
        <translation>une partie dure au moins un tour : la durée moyenne ne peut pas être inférieure à 1</translation>
    </message>
    <message>
        <source>a game takes at least one throw: the fewest throws cannot be below 1</source>
        <translation>une partie demande au moins un lancer : le minimum de lancers ne peut pas être inférieur à 1</translation>
    </message>
    <message>
        <source>the turns of "finished within" must be at least 1, not {turns}</source>
        <translation>les tours de « Finie en » doivent valoir au moins 1, pas {turns}</translation>
    </message>
    <message>
        <source>the turns of "finished within" must be at most {most}, not {turns}</source>
        <translation>les tours de « Finie en » doivent valoir au plus {most}, pas {turns}</translation>
    </message>
    <message>
        <source>the seat advantage must be between 0 and 100 points, not {points}</source>
        <translation>l’avantage de la place 1 doit être entre 0 et 100 points, pas {points}</translation>
    </message>
    <message>
        <source>expected length between {low} and {high} turns: games can go on for ever</source>
        <translation>durée moyenne entre {low} et {high} tours : les parties peuvent durer indéfiniment</translation>
    </message>
    <message>
        <source>expected length between {low} and {high} turns (best found: {found:.2f})</source>
        <translation>durée moyenne entre {low} et {high} tours (meilleur résultat : {found:.2f})</translation>
    </message>
    <message>
        <source>at least {chance:.0%} of games over by turn {turns} (best found: {found:.1%})</source>
        <translation>au moins {chance:.0%} des parties finies au tour {turns} (meilleur résultat : {found:.1%})</translation>
    </message>
    <message>
        <source>the first seat's advantage at most {most:.2f} points at 2 to 4 players (best found: {found:.2f} points)</source>
        <translation>avantage de la place 1 d’au plus {most:.2f} points à 2, 3 ou 4 joueurs (meilleur résultat : {found:.2f} points)</translation>
    </message>
    <message>
        <source>every game ends: the best found can go on for ever</source>
        <translation>toutes les parties finissent : avec la meilleure disposition trouvée, une partie peut durer indéfiniment</translation>
    </message>
    <message>
        <source>the chance of finishing must be between {least:.0%} and {most:.0%}, not {chance:.1%}</source>
        <translation>la chance de finir doit être entre {least:.0%} et {most:.0%}, pas {chance:.1%}</translation>
    </message>
    <message>
        <source>fewest throws between {low} and {high}: the goal cannot be reached</source>
        <translation>minimum de lancers entre {low} et {high} : l’arrivée est inaccessible</translation>
    </message>
    <message>
        <source>fewest throws between {low} and {high} (best found: {found})</source>
        <translation>minimum de lancers entre {low} et {high} (meilleur résultat : {found})</translation>
    </message>
    <message>
        <source>boards of up to {most} squares can be tuned; this one has {size}</source>
        <translation>seuls les plateaux de {most} cases au plus peuvent être ajustés ; celui-ci en a {size}</translation>
    </message>
    <message>
        <source>square {square} starts no snake or ladder: only a snake or ladder can be locked</source>
        <translation>aucun serpent ni aucune échelle ne part de la case {square} : seuls les serpents et les échelles peuvent être verrouillés</translation>
    </message>
    <message>
        <source>the work budget is too small to analyse this board</source>
        <translation>le budget de calcul est trop petit pour analyser ce plateau</translation>
    </message>
</context>
<context>
    <name>Turn</name>
    <message>
        <source>players must be a list of names</source>
        <translation>les joueurs doivent être une liste de noms</translation>
    </message>
    <message>
        <source>a game needs {least} to {most} players, not {count}</source>
        <translation>une partie demande de {least} à {most} joueurs, pas {count}</translation>
    </message>
    <message>
        <source>the dice of a turn must be a list of numbers, not {type}</source>
        <translation>les dés d’un tour doivent être une liste de nombres, pas {type}</translation>
    </message>
    <message>
        <source>die {die}: every die must be a whole number from 1 to 6</source>
        <translation>dé {die} : chaque dé doit être un nombre entier de 1 à 6</translation>
    </message>
    <message>
        <source>a turn has 1 to {most} dice, not {count}</source>
        <translation>un tour compte de 1 à {most} dés, pas {count}</translation>
    </message>
    <message>
        <source>a turn has exactly one die (no extra throw on a six), not {count}</source>
        <translation>un tour compte exactement un dé (pas de lancer en plus sur un 6), pas {count}</translation>
    </message>
    <message>
        <source>dice {dice}: only a 6 earns another throw</source>
        <translation>dés {dice} : seul un 6 donne un autre lancer</translation>
    </message>
    <message>
        <source>dice {dice}: throw {number} reached the last square and ended the game; no throw comes after it</source>
        <translation>dés {dice} : le lancer {number} a atteint la dernière case et fini la partie ; aucun lancer ne peut suivre</translation>
    </message>
    <message>
        <source>unknown player {player}; the players are {players}</source>
        <translation>joueur inconnu {player} ; les joueurs sont {players}</translation>
    </message>
    <message>
        <source>no turn to take back</source>
        <translation>aucun tour à annuler</translation>
    </message>
</context>
<context>
    <name>TurnLog</name>
    <message>
        <source>Turn log</source>
        <translation>Journal des tours</translation>
    </message>
    <message numerus="yes">
        <source>… %n earlier turn(s), not shown here</source>
        <translation>
            <numerusform>… %n tour précédent, non affiché ici</numerusform>
            <numerusform>… %n tours précédents, non affichés ici</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TurnVoice</name>
    <message>
        <source>Spea&amp;k Turns</source>
        <translation>Annonce voca&amp;le des tours</translation>
    </message>
    <message>
        <source>Say each turn aloud: whose turn it is, what the throw did, the winner</source>
        <translation>Dire chaque tour à voix haute : à qui c’est le tour, ce qu’a fait le lancer, le gagnant</translation>
    </message>
    <message>
        <source>Speak Turns</source>
        <translation>Annonce vocale des tours</translation>
    </message>
    <message>
        <source>A screen reader is running and says each turn: Speak Turns stays quiet while it runs.</source>
        <translation>Un lecteur d’écran est actif et annonce chaque tour : l’annonce vocale des tours reste silencieuse tant qu’il fonctionne.</translation>
    </message>
    <message>
        <source>Speak Turns is on: each turn is said aloud.</source>
        <translation>L’annonce vocale des tours est activée : chaque tour est dit à voix haute.</translation>
    </message>
    <message>
        <source>No voice speaks {language} here: the turns are read by the system's voice.</source>
        <translation>Aucune voix ne parle {language} ici : les tours sont lus par la voix du système.</translation>
    </message>
    <message>
        <source>The voice could not speak: {reason}</source>
        <translation>La voix n’a pas pu parler : {reason}</translation>
    </message>
    <message>
        <source>Speak Turns: no voice is installed, so the turns are not spoken.</source>
        <translation>Annonce vocale des tours : aucune voix n’est installée, les tours ne sont donc pas annoncés.</translation>
    </message>
    <message>
        <source>Speak Turns: no speech service is installed, so the turns are not spoken.</source>
        <translation>Annonce vocale des tours : aucun service vocal n’est installé, les tours ne sont donc pas annoncés.</translation>
    </message>
    <message>
        <source>Install speech-dispatcher and a voice, espeak-ng (on Debian or Ubuntu: sudo apt install speech-dispatcher espeak-ng), then turn Speak Turns on again.</source>
        <translation>Installez speech-dispatcher et une voix, espeak-ng (sous Debian ou Ubuntu : sudo apt install speech-dispatcher espeak-ng), puis réactivez l’annonce vocale des tours.</translation>
    </message>
    <message>
        <source>Add a voice in the system's speech settings, then turn Speak Turns on again.</source>
        <translation>Ajoutez une voix dans les réglages vocaux du système, puis réactivez l’annonce vocale des tours.</translation>
    </message>
    <message>
        <source>(The speech service said: {reason})</source>
        <translation>(Le service vocal a répondu : {reason})</translation>
    </message>
</context>
<context>
    <name>TvLayout</name>
    <message>
        <source>The Play room for a TV: the board as tall as the screen, the die and the players large</source>
        <translation>L’espace Jouer pour une télé : le plateau aussi haut que l’écran, le dé et les joueurs en grand</translation>
    </message>
    <message>
        <source>&amp;TV Layout</source>
        <translation>&amp;Mode TV</translation>
    </message>
    <message>
        <source>Leave TV Layout</source>
        <translation>Quitter le mode TV</translation>
    </message>
</context>
<context>
    <name>Unfinished</name>
    <message>
        <source>Untitled board</source>
        <translation>Plateau sans titre</translation>
    </message>
    <message>
        <source>{players} — {turns} — {when}</source>
        <translation>{players} — {turns} — {when}</translation>
    </message>
    <message>
        <source>{name}'s turn</source>
        <translation>À {name} de jouer</translation>
    </message>
    <message>
        <source>{turn} — {when}</source>
        <translation>{turn} — {when}</translation>
    </message>
    <message>
        <source>{board}: {detail}</source>
        <translation>{board} : {detail}</translation>
    </message>
    <message>
        <source>today {time}</source>
        <translation>aujourd’hui à {time}</translation>
    </message>
    <message>
        <source>yesterday {time}</source>
        <translation>hier à {time}</translation>
    </message>
    <message>
        <source>{date} {time}</source>
        <translation>{date} à {time}</translation>
    </message>
</context>
<context>
    <name>UnfinishedWords</name>
    <message numerus="yes">
        <source>%n turn(s) played</source>
        <translation>
            <numerusform>%n tour joué</numerusform>
            <numerusform>%n tours joués</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>UsageTable</name>
    <message>
        <source>How often each snake and ladder is taken</source>
        <translation>Combien de fois chaque serpent et chaque échelle est pris</translation>
    </message>
    <message>
        <source>Taken in a game</source>
        <translation>Pris par partie</translation>
    </message>
    <message>
        <source>The expected number of times one player takes it in a game</source>
        <translation>Le nombre moyen de fois où un joueur l’emprunte au cours d’une partie</translation>
    </message>
    <message>
        <source>Snake or ladder</source>
        <translation>Serpent ou échelle</translation>
    </message>
    <message>
        <source>Heat map on the board</source>
        <translation>Carte de chaleur sur le plateau</translation>
    </message>
    <message>
        <source>Tint each square by how often the token comes to rest there in a game</source>
        <translation>Teinter chaque case selon la fréquence à laquelle le pion s’y arrête au cours d’une partie</translation>
    </message>
    <message>
        <source>Which snakes and ladders matter:</source>
        <translation>Les serpents et échelles qui comptent :</translation>
    </message>
    <message numerus="yes">
        <source>Not worked out: a game can fail to finish, the games are too long to count, or the board has more than %n squares.</source>
        <translation>
            <numerusform>Non calculé : une partie peut ne jamais finir, les parties sont trop longues pour être comptées, ou le plateau a plus de %n case.</numerusform>
            <numerusform>Non calculé : une partie peut ne jamais finir, les parties sont trop longues pour être comptées, ou le plateau a plus de %n cases.</numerusform>
        </translation>
    </message>
    <message>
        <source>No snakes or ladders on this board.</source>
        <translation>Aucun serpent ni aucune échelle sur ce plateau.</translation>
    </message>
    <message>
        <source>Ladder {start}→{end}</source>
        <translation>Échelle {start}→{end}</translation>
    </message>
    <message>
        <source>Snake {start}→{end}</source>
        <translation>Serpent {start}→{end}</translation>
    </message>
</context>
<context>
    <name>WhatIf</name>
    <message>
        <source>unreachable</source>
        <translation>inaccessible</translation>
    </message>
    <message>
        <source>endless</source>
        <translation>sans fin</translation>
    </message>
    <message>
        <source>fewest {before} → {after}, expected {turns} → {new_turns} turns</source>
        <translation>minimum {before} → {after}, moyenne {turns} → {new_turns} tours</translation>
    </message>
</context>
<context>
    <name>WhyBfsDialog</name>
    <message>
        <source>Why BFS? Depth-first vs breadth-first</source>
        <translation>Pourquoi le BFS ? Profondeur contre largeur</translation>
    </message>
    <message>
        <source>This board is too big to watch depth-first</source>
        <translation>Ce plateau est trop grand pour suivre le parcours en profondeur</translation>
    </message>
    <message numerus="yes">
        <source>This board has %Ln square(s). The depth-first animation works on boards of up to {most} squares (50×50), where each step can be followed: try it on a smaller board.</source>
        <translation>
            <numerusform>Ce plateau a %Ln case. L’animation du parcours en profondeur fonctionne sur les plateaux de {most} cases au plus (50×50), où chaque étape peut être suivie : essayez-la sur un plateau plus petit.</numerusform>
            <numerusform>Ce plateau a %Ln cases. L’animation du parcours en profondeur fonctionne sur les plateaux de {most} cases au plus (50×50), où chaque étape peut être suivie : essayez-la sur un plateau plus petit.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Recommencer</translation>
    </message>
    <message>
        <source>◀ &amp;Back</source>
        <translation>◀ Re&amp;tour</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Lecture</translation>
    </message>
    <message>
        <source>&amp;Step ▶</source>
        <translation>&amp;Étape ▶</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Vitesse</translation>
    </message>
    <message>
        <source>From one step every 2 seconds to the whole search in under a second</source>
        <translation>D’une étape toutes les 2 secondes au parcours entier en moins d’une seconde</translation>
    </message>
    <message>
        <source>Back to the start</source>
        <translation>Revenir au début</translation>
    </message>
    <message>
        <source>One step back (Left)</source>
        <translation>Une étape en arrière (Left)</translation>
    </message>
    <message>
        <source>Play or pause (Space)</source>
        <translation>Lecture ou pause (Espace)</translation>
    </message>
    <message>
        <source>One step forward (Right)</source>
        <translation>Une étape en avant (Right)</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Vitesse :</translation>
    </message>
    <message numerus="yes">
        <source>visited (%n square(s))</source>
        <translation>
            <numerusform>visitée (%n case)</numerusform>
            <numerusform>visitées (%n cases)</numerusform>
        </translation>
    </message>
    <message>
        <source>Depth-first's first route: {dfs}. Breadth-first's shortest: {bfs}.</source>
        <translation>Premier chemin en profondeur : {dfs}. Plus court chemin en largeur : {bfs}.</translation>
    </message>
    <message>
        <source>breadth-first, the shortest</source>
        <translation>en largeur, le plus court</translation>
    </message>
    <message>
        <source>depth-first, its first route</source>
        <translation>en profondeur, son premier chemin</translation>
    </message>
    <message>
        <source>Neither search reaches the goal</source>
        <translation>Aucun des deux parcours n’atteint l’arrivée</translation>
    </message>
    <message numerus="yes">
        <source>Depth-first search: a route of %n throw(s) so far</source>
        <translation>
            <numerusform>Parcours en profondeur : un chemin de %n lancer jusqu’ici</numerusform>
            <numerusform>Parcours en profondeur : un chemin de %n lancers jusqu’ici</numerusform>
        </translation>
    </message>
    <message>
        <source>depth-first: the route so far</source>
        <translation>en profondeur : le chemin jusqu’ici</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
</context>
<context>
    <name>WindowDocks</name>
    <message>
        <source>Matrix</source>
        <translation>Matrice</translation>
    </message>
    <message>
        <source>Solver</source>
        <translation>Solveur</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Avertissements</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>Numbering</source>
        <translation>Numérotation</translation>
    </message>
    <message>
        <source>How square numbers map to the matrix's rows and columns (LeetCode 909's numbering)</source>
        <translation>Comment les numéros de case correspondent aux lignes et colonnes de la matrice (numérotation de LeetCode 909)</translation>
    </message>
    <message>
        <source>History of changes</source>
        <translation>Historique des modifications</translation>
    </message>
</context>
<context>
    <name>WinsChart</name>
    <message>
        <source>Wins per player</source>
        <translation>Victoires par joueur</translation>
    </message>
    <message>
        <source>{name}: {wins}</source>
        <translation>{name} : {wins}</translation>
    </message>
    <message>
        <source>{name} (computer)</source>
        <translation>{name} (ordinateur)</translation>
    </message>
</context>
<context>
    <name>ZoomControls</name>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Zoom avant</translation>
    </message>
    <message>
        <source>Bigger squares</source>
        <translation>Cases plus grandes</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <source>Smaller squares</source>
        <translation>Cases plus petites</translation>
    </message>
    <message>
        <source>&amp;Fit the Board</source>
        <translation>&amp;Voir tout le plateau</translation>
    </message>
    <message>
        <source>The whole board in the window</source>
        <translation>Le plateau entier dans la fenêtre</translation>
    </message>
    <message>
        <source>&amp;Actual Size (100 %)</source>
        <translation>Taille ré&amp;elle (100 %)</translation>
    </message>
    <message>
        <source>Zoom: Ctrl+wheel or a pinch on the board; drag with the middle button to move</source>
        <translation>Zoom : Ctrl+wheel (Ctrl et la molette) ou pincement sur le plateau ; faites glisser avec le bouton du milieu pour vous déplacer</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Zoom arrière</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Zoom avant</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Adapter</translation>
    </message>
</context>
</TS>