<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="es">
<context>
    <name>Analysis</name>
    <message>
        <source>the analysis is for 1 to {most} players, not {players}</source>
        <translation>el análisis es para 1 a {most} jugadores, no para {players}</translation>
    </message>
    <message>
        <source>the exact analysis takes boards of up to {most} squares (200×200); this one has {size}</source>
        <translation>el análisis exacto admite tableros de hasta {most} casillas (200×200); este tiene {size}</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <source>The figures are worked out for one player under these rules (Board → Properties)</source>
        <translation>Las cifras se calculan para un jugador con estas reglas (Tablero → Propiedades)</translation>
    </message>
    <message>
        <source>Shortest game:</source>
        <translation>Partida más corta:</translation>
    </message>
    <message>
        <source>The fewest turns a game can take under these rules. A turn can hold up to three throws when a 6 throws again, so it can be fewer than the fewest throws (one die a throw) in the status bar.</source>
        <translation>El mínimo de turnos que puede durar una partida con estas reglas. Si un 6 repite tirada, un turno puede tener hasta tres tiradas, así que puede ser menor que el mínimo de tiradas (un dado por tirada) de la barra de estado.</translation>
    </message>
    <message>
        <source>Half the games end within:</source>
        <translation>La mitad acaba en:</translation>
    </message>
    <message>
        <source>The median: half of one player's games have reached the goal by this turn</source>
        <translation>La mediana: la mitad de las partidas de un jugador llegan a la meta como muy tarde en este turno</translation>
    </message>
    <message>
        <source>90% end within:</source>
        <translation>El 90 % acaba en:</translation>
    </message>
    <message>
        <source>Nine games in ten have reached the goal by this turn</source>
        <translation>Nueve de cada diez partidas llegan a la meta como muy tarde en este turno</translation>
    </message>
    <message>
        <source>Never finishes:</source>
        <translation>Partidas sin final:</translation>
    </message>
    <message>
        <source>The share of games in which the token is trapped and never reaches the goal</source>
        <translation>La proporción de partidas en las que la ficha queda atrapada y nunca llega a la meta</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Jugadores:</translation>
    </message>
    <message>
        <source>How many take turns: the seats' chances below are for them</source>
        <translation>Cuántos juegan por turnos: las probabilidades por puesto de abajo son para ese número de jugadores</translation>
    </message>
    <message>
        <source>Chance of winning by seat:</source>
        <translation>Probabilidad de ganar por puesto:</translation>
    </message>
    <message>
        <source>Each seat's chance of being the first to reach the goal (seat 1 throws first)</source>
        <translation>La probabilidad de cada puesto de ser el primero en llegar a la meta (el puesto 1 tira primero)</translation>
    </message>
    <message>
        <source>Expected rounds:</source>
        <translation>Rondas esperadas:</translation>
    </message>
    <message>
        <source>How many rounds (every player once) a game lasts on average until somebody wins</source>
        <translation>Cuántas rondas (una vez cada jugador) dura de media una partida hasta que alguien gana</translation>
    </message>
    <message>
        <source>Finished within (turns):</source>
        <translation>Terminada en (turnos):</translation>
    </message>
    <message>
        <source>The chance that one player has reached the goal within this many turns</source>
        <translation>La probabilidad de que un jugador haya llegado a la meta en este número de turnos o menos</translation>
    </message>
    <message>
        <source>Show the most likely path on the board</source>
        <translation>Mostrar en el tablero el camino más probable</translation>
    </message>
    <message>
        <source>The turns one player's game follows more often than any other, from the start to the goal</source>
        <translation>La secuencia de turnos más frecuente en la partida de un jugador, de la salida a la meta</translation>
    </message>
    <message>
        <source>Rules: {rules}</source>
        <translation>Reglas: {rules}</translation>
    </message>
    <message numerus="yes">
        <source>boards of up to %n squares are analysed</source>
        <translation>
            <numerusform>se analizan tableros de hasta %n casilla</numerusform>
            <numerusform>se analizan tableros de hasta %n casillas</numerusform>
        </translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Analizando…</translation>
    </message>
    <message>
        <source>Analysing… {percent}</source>
        <translation>Analizando… {percent}</translation>
    </message>
    <message>
        <source>the analysis failed ({error}); the details are in the log</source>
        <translation>el análisis ha fallado ({error}); los detalles están en el registro</translation>
    </message>
    <message>
        <source>No analysis: {why}</source>
        <translation>Sin análisis: {why}</translation>
    </message>
    <message>
        <source>Not worked out: {why}.</source>
        <translation>No calculado: {why}.</translation>
    </message>
    <message>
        <source>No path reaches the goal.</source>
        <translation>Ningún camino llega a la meta.</translation>
    </message>
    <message numerus="yes">
        <source>Most likely path, %n turn(s): {route}; a game follows it exactly {chance} of the time.</source>
        <translation>
            <numerusform>Camino más probable, %n turno: {route}; una partida lo sigue exactamente con una probabilidad de {chance}.</numerusform>
            <numerusform>Camino más probable, %n turnos: {route}; una partida lo sigue exactamente con una probabilidad de {chance}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not worked out: a game can fail to finish (a token can be stuck for ever).</source>
        <translation>No calculado: una partida puede no terminar nunca (una ficha puede quedar atrapada para siempre).</translation>
    </message>
    <message numerus="yes">
        <source>Not worked out: the board has more than %n squares.</source>
        <translation>
            <numerusform>No calculado: el tablero tiene más de %n casilla.</numerusform>
            <numerusform>No calculado: el tablero tiene más de %n casillas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not worked out: the games are too long to count.</source>
        <translation>No calculado: las partidas son demasiado largas para contarlas.</translation>
    </message>
</context>
<context>
    <name>Animals</name>
    <message>
        <source>Cat</source>
        <translation>Gato</translation>
    </message>
    <message>
        <source>Dog</source>
        <translation>Perro</translation>
    </message>
    <message>
        <source>Rabbit</source>
        <translation>Conejo</translation>
    </message>
    <message>
        <source>Elephant</source>
        <translation>Elefante</translation>
    </message>
    <message>
        <source>Lion</source>
        <translation>León</translation>
    </message>
    <message>
        <source>Owl</source>
        <translation>Búho</translation>
    </message>
    <message>
        <source>Fish</source>
        <translation>Pez</translation>
    </message>
    <message>
        <source>Turtle</source>
        <translation>Tortuga</translation>
    </message>
    <message>
        <source>Frog</source>
        <translation>Rana</translation>
    </message>
    <message>
        <source>Bear</source>
        <translation>Oso</translation>
    </message>
</context>
<context>
    <name>Animation</name>
    <message>
        <source>cannot make a {format} animation: choose GIF or APNG</source>
        <translation>no se puede crear una animación {format}: elige GIF o APNG</translation>
    </message>
    <message>
        <source>cannot write an animation to {suffix}: use .gif, .png or .apng</source>
        <translation>no se puede guardar una animación como {suffix}: usa .gif, .png o .apng</translation>
    </message>
    <message>
        <source>cannot write an animation to a file with no extension: use .gif, .png or .apng</source>
        <translation>no se puede guardar una animación en un archivo sin extensión: usa .gif, .png o .apng</translation>
    </message>
    <message>
        <source>no step size {step}: choose throw, square or depth</source>
        <translation>no existe el tamaño de paso {step}: elige throw, square o depth</translation>
    </message>
    <message>
        <source>an animation is {least} to {most} pixels on its longer side, not {size}</source>
        <translation>una animación mide de {least} a {most} píxeles en su lado mayor, no {size}</translation>
    </message>
    <message>
        <source>an animation plays {least} to {most} frames a second, not {fps}</source>
        <translation>la velocidad de una animación es de {least} a {most} fotogramas por segundo, no {fps}</translation>
    </message>
    <message>
        <source>a {rows}×{cols} board is too large to animate (at most {most} squares, 50×50): export the current frame as a PNG instead</source>
        <translation>un tablero de {rows}×{cols} es demasiado grande para animarlo (como máximo {most} casillas, 50×50): exporta el fotograma actual como PNG</translation>
    </message>
    <message>
        <source>nothing to animate: the range holds no step of the search</source>
        <translation>nada que animar: el intervalo no contiene ningún paso de la búsqueda</translation>
    </message>
    <message>
        <source>{frames} at {step} a step; an animation holds at most {most}: choose a larger step (one square or one depth)</source>
        <translation>{frames} con un paso de {step}; una animación admite como máximo {most}: elige un paso mayor (una casilla o un nivel de profundidad)</translation>
    </message>
    <message>
        <source>{frames} of up to {size}×{size} pixels are too many to hold at once: choose a smaller size or a larger step</source>
        <translation>{frames} de hasta {size}×{size} píxeles son demasiados para tenerlos a la vez: elige un tamaño menor o un paso mayor</translation>
    </message>
    <message>
        <source>cannot export a frame to .{suffix}: use .png or .svg</source>
        <translation>no se puede exportar un fotograma a .{suffix}: usa .png o .svg</translation>
    </message>
    <message>
        <source>cannot export a frame to a file with no extension: use .png or .svg</source>
        <translation>no se puede exportar un fotograma a un archivo sin extensión: usa .png o .svg</translation>
    </message>
    <message>
        <source>a {rows}×{cols} board is too large to show the search</source>
        <translation>un tablero de {rows}×{cols} es demasiado grande para mostrar la búsqueda</translation>
    </message>
    <message>
        <source>Breadth-first search</source>
        <translation>Búsqueda en anchura</translation>
    </message>
</context>
<context>
    <name>AnimationDialog</name>
    <message>
        <source>Export Animation</source>
        <translation>Exportar animación</translation>
    </message>
    <message>
        <source>Animated GIF (plays everywhere)</source>
        <translation>GIF animado (se ve en todas partes)</translation>
    </message>
    <message>
        <source>Animated PNG (APNG, smaller)</source>
        <translation>PNG animado (APNG, más ligero)</translation>
    </message>
    <message>
        <source>This step as a PNG picture</source>
        <translation>Este paso como imagen PNG</translation>
    </message>
    <message>
        <source>This step as an SVG drawing</source>
        <translation>Este paso como dibujo SVG</translation>
    </message>
    <message>
        <source>{board} — search</source>
        <translation>{board} — búsqueda</translation>
    </message>
    <message>
        <source>search</source>
        <translation>búsqueda</translation>
    </message>
    <message>
        <source>Animated GIF (*.gif)</source>
        <translation>GIF animado (*.gif)</translation>
    </message>
    <message>
        <source>Animated PNG (*.png *.apng)</source>
        <translation>PNG animado (*.png *.apng)</translation>
    </message>
    <message>
        <source>PNG picture (*.png)</source>
        <translation>Imagen PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>Dibujo SVG (*.svg)</translation>
    </message>
    <message>
        <source>The whole search</source>
        <translation>Toda la búsqueda</translation>
    </message>
    <message>
        <source>From the start to the current step ({position} of {total})</source>
        <translation>Desde el principio hasta el paso actual ({position} de {total})</translation>
    </message>
    <message>
        <source> frames a second</source>
        <translation> fotogramas por segundo</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>The longer side of the board (the caption adds a strip under it)</source>
        <translation>El lado mayor del tablero (el pie de imagen añade una franja debajo)</translation>
    </message>
    <message>
        <source>Step, what it did and the queue under the board</source>
        <translation>El paso, lo que hizo y la cola, bajo el tablero</translation>
    </message>
    <message>
        <source>A caption strip in every frame, sized to the picture</source>
        <translation>Una franja de pie de imagen en cada fotograma, a la medida de la imagen</translation>
    </message>
    <message>
        <source>Export:</source>
        <translation>Exportar:</translation>
    </message>
    <message>
        <source>Range:</source>
        <translation>Intervalo:</translation>
    </message>
    <message>
        <source>One frame a step of:</source>
        <translation>Un fotograma por paso de:</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Velocidad:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Tamaño:</translation>
    </message>
    <message>
        <source>Caption:</source>
        <translation>Pie de imagen:</translation>
    </message>
    <message>
        <source>One picture of the search at step {position} of {total}</source>
        <translation>Una imagen de la búsqueda en el paso {position} de {total}</translation>
    </message>
    <message>
        <source>Saved {name}: the search at step {position}</source>
        <translation>Guardado: {name} (la búsqueda en el paso {position})</translation>
    </message>
    <message>
        <source>Drawing the search…</source>
        <translation>Dibujando la búsqueda…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Saved {name}: {length}, {size} KB</source>
        <translation>Guardado: {name} ({length}, {size} KB)</translation>
    </message>
    <message>
        <source>Export cancelled: {name} was not written</source>
        <translation>Exportación cancelada: no se ha escrito {name}</translation>
    </message>
    <message>
        <source>{name} could not be saved: {reason}. Nothing was changed.</source>
        <translation>No se ha podido guardar {name}: {reason}. No se ha cambiado nada.</translation>
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
        <translation>uso: </translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>argumentos posicionales</translation>
    </message>
    <message>
        <source>options</source>
        <translation>opciones</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>muestra esta ayuda y sale</translation>
    </message>
    <message>
        <source>show program's version number and exit</source>
        <translation>muestra el número de versión del programa y sale</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>argumento %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <source>can't open '%(filename)s': %(error)s</source>
        <translation>no se puede abrir '%(filename)s': %(error)s</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>argumentos no reconocidos: %s</translation>
    </message>
    <message>
        <source>not allowed with argument %s</source>
        <translation>no se permite junto con el argumento %s</translation>
    </message>
    <message>
        <source>ignored explicit argument %r</source>
        <translation>se ha ignorado el argumento explícito %r</translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation>se necesitan estos argumentos: %s</translation>
    </message>
    <message>
        <source>one of the arguments %s is required</source>
        <translation>se necesita uno de los argumentos %s</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>se esperaba un argumento</translation>
    </message>
    <message>
        <source>expected at most one argument</source>
        <translation>se esperaba como máximo un argumento</translation>
    </message>
    <message>
        <source>expected at least one argument</source>
        <translation>se esperaba al menos un argumento</translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>opción ambigua: %(option)s puede ser %(matches)s</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>valor %(type)s no válido: %(value)r</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>opción no válida: %(value)r (elige entre %(choices)s)</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>cannot lock the autosave folder {folder} (error {code})</source>
        <translation>no se puede bloquear la carpeta de autoguardado {folder} (error {code})</translation>
    </message>
</context>
<context>
    <name>Autosaver</name>
    <message>
        <source>Autosave failed: {why}. Save your work to keep it.</source>
        <translation>Ha fallado el autoguardado: {why}. Guarda tu trabajo para no perderlo.</translation>
    </message>
</context>
<context>
    <name>BfsCode</name>
    <message>
        <source>Start: square {square} is at distance 0 and waits in the queue.</source>
        <translation>Inicio: la casilla {square} está a distancia 0 y espera en la cola.</translation>
    </message>
    <message>
        <source>The queue is empty and the goal was never found: there is no route.</source>
        <translation>La cola está vacía y la meta no se ha encontrado: no hay ruta.</translation>
    </message>
    <message>
        <source>The queue is empty. The parent links back from the goal give the route {route}.</source>
        <translation>La cola está vacía. Siguiendo los padres hacia atrás desde la meta se obtiene la ruta {route}.</translation>
    </message>
    <message>
        <source>Square {square} is the goal: no throws from there.</source>
        <translation>La casilla {square} es la meta: desde ahí no se tira.</translation>
    </message>
    <message>
        <source>The function has returned {distance}: the goal, square {square}, left the queue. (The full search goes on to find every square's distance.)</source>
        <translation>La función ha devuelto {distance}: la meta, la casilla {square}, ha salido de la cola. (La búsqueda completa continúa para hallar la distancia de cada casilla.)</translation>
    </message>
    <message>
        <source>Take square {square} from the front of the queue (distance {distance}).</source>
        <translation>Se saca la casilla {square} del frente de la cola (distancia {distance}).</translation>
    </message>
    <message>
        <source>Throw {face} from square {square}: only a 6 brings the token on the board. Not allowed.</source>
        <translation>Una tirada de {face} desde la casilla {square}: solo un 6 pone la ficha en el tablero. No se permite.</translation>
    </message>
    <message>
        <source>Throw {face} from square {square} would pass the goal: not allowed.</source>
        <translation>Una tirada de {face} desde la casilla {square} se pasaría de la meta: no se permite.</translation>
    </message>
    <message>
        <source>Throw {face} from square {square} rests on {rest} (lands on {landed}, {jump}): already found, at distance {distance}.</source>
        <translation>Una tirada de {face} desde la casilla {square} termina en {rest} (cae en {landed}, {jump}): ya encontrada, a distancia {distance}.</translation>
    </message>
    <message>
        <source>Throw {face} from square {square} rests on {rest}: already found, at distance {distance}.</source>
        <translation>Una tirada de {face} desde la casilla {square} termina en {rest}: ya encontrada, a distancia {distance}.</translation>
    </message>
    <message>
        <source>Throw {face} from square {square} rests on {rest} (lands on {landed}, {jump}): new! Distance {distance}, parent {square}, to the back of the queue.</source>
        <translation>Una tirada de {face} desde la casilla {square} termina en {rest} (cae en {landed}, {jump}): ¡nueva! Distancia {distance}, padre {square}, al final de la cola.</translation>
    </message>
    <message>
        <source>Throw {face} from square {square} rests on {rest}: new! Distance {distance}, parent {square}, to the back of the queue.</source>
        <translation>Una tirada de {face} desde la casilla {square} termina en {rest}: ¡nueva! Distancia {distance}, padre {square}, al final de la cola.</translation>
    </message>
</context>
<context>
    <name>BigDie</name>
    <message>
        <source>Click the die to throw it (or press Space)</source>
        <translation>Haz clic en el dado para tirarlo (o pulsa Espacio)</translation>
    </message>
    <message>
        <source>The die, showing {face}</source>
        <translation>El dado, que marca {face}</translation>
    </message>
    <message>
        <source>The die</source>
        <translation>El dado</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>{place}: a jump cannot start on the last square</source>
        <translation>{place}: un salto no puede empezar en la última casilla</translation>
    </message>
    <message>
        <source>{place}: {value} is not a whole number</source>
        <translation>{place}: {value} no es un número entero</translation>
    </message>
    <message>
        <source>row {row} must be a list of numbers, not {type}</source>
        <translation>la fila {row} debe ser una lista de números, no {type}</translation>
    </message>
    <message>
        <source>jump {start} → {end}: squares must be whole numbers</source>
        <translation>salto {start} → {end}: las casillas deben ser números enteros</translation>
    </message>
    <message>
        <source>a jump starts on square {square}, outside the board (1..{size})</source>
        <translation>un salto empieza en la casilla {square}, fuera del tablero (1..{size})</translation>
    </message>
    <message>
        <source>{place}: the jump ends on square {end}, outside the board (1..{size})</source>
        <translation>{place}: el salto termina en la casilla {end}, fuera del tablero (1..{size})</translation>
    </message>
    <message>
        <source>square {square} is not on the board (1..{size})</source>
        <translation>la casilla {square} no está en el tablero (1..{size})</translation>
    </message>
    <message>
        <source>row {row}, column {col} is not on the {rows}×{cols} board</source>
        <translation>la fila {row}, columna {col} no está en el tablero de {rows}×{cols}</translation>
    </message>
    <message>
        <source>{problem} (and more problems)</source>
        <translation>{problem} (y más problemas)</translation>
    </message>
    <message>
        <source>ladder {start}→{end} does not go up</source>
        <translation>la escalera {start}→{end} no sube</translation>
    </message>
    <message>
        <source>snake {start}→{end} does not go down</source>
        <translation>la serpiente {start}→{end} no baja</translation>
    </message>
    <message>
        <source>square {square} starts two jumps ({square}→{first} and {square}→{second})</source>
        <translation>en la casilla {square} empiezan dos saltos ({square}→{first} y {square}→{second})</translation>
    </message>
    <message>
        <source>{cells} cells cannot be laid out as a board of {low} to {high} rows and columns; give rows and cols that multiply to the number of cells</source>
        <translation>{cells} celdas no caben en un tablero de {low} a {high} filas y columnas; indica unas rows y cols cuyo producto sea el número de celdas</translation>
    </message>
    <message>
        <source>the move array must be a list of cells, not {type}</source>
        <translation>el array move debe ser una lista de celdas, no {type}</translation>
    </message>
    <message>
        <source>the move array has {cells} cells; it needs 1 to {most}</source>
        <translation>el array move tiene {cells} celdas; necesita de 1 a {most}</translation>
    </message>
    <message>
        <source>cell {cell}: {value} is not a whole number</source>
        <translation>celda {cell}: {value} no es un número entero</translation>
    </message>
    <message>
        <source>cell {cell}: {value} is neither -1 nor a cell 0..{last}</source>
        <translation>celda {cell}: {value} no es -1 ni una celda 0..{last}</translation>
    </message>
    <message>
        <source>cell {cell}: a jump cannot start on the last cell</source>
        <translation>celda {cell}: un salto no puede empezar en la última celda</translation>
    </message>
    <message>
        <source>ladder {item}: expected two square numbers like "17,7" (digits 0-9 and one comma, no spaces)</source>
        <translation>escalera {item}: se esperaban dos números de casilla como "17,7" (cifras 0-9 y una coma, sin espacios)</translation>
    </message>
    <message>
        <source>snake {item}: expected two square numbers like "17,7" (digits 0-9 and one comma, no spaces)</source>
        <translation>serpiente {item}: se esperaban dos números de casilla como "17,7" (cifras 0-9 y una coma, sin espacios)</translation>
    </message>
    <message>
        <source>ladder {item}: expected two square numbers like "17,7"</source>
        <translation>escalera {item}: se esperaban dos números de casilla como "17,7"</translation>
    </message>
    <message>
        <source>snake {item}: expected two square numbers like "17,7"</source>
        <translation>serpiente {item}: se esperaban dos números de casilla como "17,7"</translation>
    </message>
    <message>
        <source>the matrix must be a list of rows, not {type}</source>
        <translation>la matriz debe ser una lista de filas, no {type}</translation>
    </message>
    <message>
        <source>the matrix has {rows} rows; it needs {low} to {high}</source>
        <translation>la matriz tiene {rows} filas; necesita de {low} a {high}</translation>
    </message>
    <message>
        <source>row 0 has {cols} columns; a board needs {low} to {high}</source>
        <translation>la fila 0 tiene {cols} columnas; un tablero necesita de {low} a {high}</translation>
    </message>
    <message>
        <source>row {row} (squares {low}–{high}) has {count} columns, row 0 has {cols}: the matrix must be rectangular</source>
        <translation>la fila {row} (casillas {low}–{high}) tiene {count} columnas y la fila 0 tiene {cols}: la matriz debe ser rectangular</translation>
    </message>
    <message>
        <source>{place}: {value} is neither -1 nor a square 1..{size}</source>
        <translation>{place}: {value} no es -1 ni una casilla 1..{size}</translation>
    </message>
    <message>
        <source>{name} must be a whole number, not {value}</source>
        <translation>{name} debe ser un número entero, no {value}</translation>
    </message>
    <message>
        <source>{name} must be between {low} and {high}, not {value}</source>
        <translation>{name} debe estar entre {low} y {high} (es {value})</translation>
    </message>
    <message>
        <source>square {square} (row {row}, column {col})</source>
        <translation>casilla {square} (fila {row}, columna {col})</translation>
    </message>
    <message>
        <source>row {row}, column {col} (square {square})</source>
        <translation>fila {row}, columna {col} (casilla {square})</translation>
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
        <translation>&amp;Nuevo…</translation>
    </message>
    <message>
        <source>Start a new board</source>
        <translation>Empezar un tablero nuevo</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>Open a board file</source>
        <translation>Abrir un archivo de tablero</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save the board</source>
        <translation>Guardar el tablero</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <source>Save under another name</source>
        <translation>Guardar con otro nombre</translation>
    </message>
    <message>
        <source>&amp;Revert</source>
        <translation>Re&amp;vertir</translation>
    </message>
    <message>
        <source>Reload the board from its file</source>
        <translation>Volver a cargar el tablero desde su archivo</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>Impor&amp;tar…</translation>
    </message>
    <message>
        <source>Open a bare matrix, snakes/ladders lists or a linear move array</source>
        <translation>Abrir una matriz suelta, listas de serpientes y escaleras o un array move lineal</translation>
    </message>
    <message>
        <source>Export as PNG…</source>
        <translation>Exportar como PNG…</translation>
    </message>
    <message>
        <source>Export as SVG…</source>
        <translation>Exportar como SVG…</translation>
    </message>
    <message>
        <source>Export as PDF…</source>
        <translation>Exportar como PDF…</translation>
    </message>
    <message>
        <source>Export Matrix as CSV…</source>
        <translation>Exportar matriz como CSV…</translation>
    </message>
    <message>
        <source>For a spreadsheet</source>
        <translation>Para una hoja de cálculo</translation>
    </message>
    <message>
        <source>Export Matrix as TSV…</source>
        <translation>Exportar matriz como TSV…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimir…</translation>
    </message>
    <message>
        <source>Print the board</source>
        <translation>Imprimir el tablero</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Eliminar</translation>
    </message>
    <message>
        <source>Remove the selected snake or ladder</source>
        <translation>Quitar la serpiente o escalera seleccionada</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Acerca de</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>Atajos de &amp;teclado</translation>
    </message>
    <message>
        <source>Every key</source>
        <translation>Todas las teclas</translation>
    </message>
    <message>
        <source>&amp;Properties…</source>
        <translation>&amp;Propiedades…</translation>
    </message>
    <message>
        <source>The board's name, description and house rules</source>
        <translation>Nombre, descripción y reglas de la casa del tablero</translation>
    </message>
    <message>
        <source>&amp;Generate…</source>
        <translation>&amp;Generar…</translation>
    </message>
    <message>
        <source>A random board with the snakes, ladders and targets you choose</source>
        <translation>Un tablero al azar con las serpientes, escaleras y objetivos que elijas</translation>
    </message>
    <message>
        <source>&amp;Tune…</source>
        <translation>&amp;Afinar…</translation>
    </message>
    <message>
        <source>Move as few snakes and ladders as it takes to meet your targets</source>
        <translation>Mover las menos serpientes y escaleras posibles hasta cumplir tus objetivos</translation>
    </message>
    <message>
        <source>&amp;Compare With…</source>
        <translation>&amp;Comparar con…</translation>
    </message>
    <message>
        <source>This board's figures beside another board's</source>
        <translation>Las cifras de este tablero junto a las de otro</translation>
    </message>
</context>
<context>
    <name>BoardCounts</name>
    <message numerus="yes">
        <source>%n snake(s)</source>
        <translation>
            <numerusform>%n serpiente</numerusform>
            <numerusform>%n serpientes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ladder(s)</source>
        <translation>
            <numerusform>%n escalera</numerusform>
            <numerusform>%n escaleras</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardDocument</name>
    <message>
        <source>Untitled</source>
        <translation>Sin título</translation>
    </message>
    <message>
        <source>Rules: {rules}</source>
        <translation>Reglas: {rules}</translation>
    </message>
    <message>
        <source>Name “{name}”</source>
        <translation>Nombrar «{name}»</translation>
    </message>
    <message>
        <source>Remove the name</source>
        <translation>Quitar el nombre</translation>
    </message>
    <message>
        <source>Change a look</source>
        <translation>Cambiar el aspecto</translation>
    </message>
    <message>
        <source>Change the description</source>
        <translation>Cambiar la descripción</translation>
    </message>
    <message>
        <source>Opened {file}</source>
        <translation>Abierto: {file}</translation>
    </message>
    <message>
        <source>Board “{name}”</source>
        <translation>Tablero «{name}»</translation>
    </message>
    <message>
        <source>New board</source>
        <translation>Tablero nuevo</translation>
    </message>
</context>
<context>
    <name>BoardFile</name>
    <message>
        <source>the file is larger than {size} MB</source>
        <translation>el archivo ocupa más de {size} MB</translation>
    </message>
    <message>
        <source>not a board: expected a JSON object or a matrix, found {type}</source>
        <translation>no es un tablero: se esperaba un objeto JSON o una matriz, no {type}</translation>
    </message>
    <message>
        <source>not a board file: format is {found}, expected {expected}</source>
        <translation>no es un archivo de tablero: el formato es {found} y se esperaba {expected}</translation>
    </message>
    <message>
        <source>the board file has no valid 'version'</source>
        <translation>el archivo de tablero no tiene una 'version' válida</translation>
    </message>
    <message>
        <source>the board file is version {version}; this app reads version {supported}: please update Snakes &amp; Ladders Studio</source>
        <translation>el archivo de tablero es de la versión {version}; esta aplicación lee la versión {supported}: actualiza Snakes &amp; Ladders Studio</translation>
    </message>
    <message>
        <source>the matrix is {rows}×{cols} but the file says {file_rows}×{file_cols}</source>
        <translation>la matriz es de {rows}×{cols}, pero el archivo indica {file_rows}×{file_cols}</translation>
    </message>
    <message>
        <source>the matrix has {count} rows but the file says rows {said}</source>
        <translation>la matriz tiene {count} filas, pero el archivo indica rows {said}</translation>
    </message>
    <message>
        <source>the matrix has {count} columns but the file says cols {said}</source>
        <translation>la matriz tiene {count} columnas, pero el archivo indica cols {said}</translation>
    </message>
    <message>
        <source>'{key}' must be a list like ["17,7"], not {type}</source>
        <translation>'{key}' debe ser una lista como ["17,7"], no {type}</translation>
    </message>
    <message>
        <source>not a board: the JSON object has none of 'format', 'matrix', 'snakes', 'ladders', 'move'</source>
        <translation>no es un tablero: el objeto JSON no tiene ninguna de las claves 'format', 'matrix', 'snakes', 'ladders', 'move'</translation>
    </message>
    <message>
        <source>the board's 'name' must be text</source>
        <translation>el 'name' del tablero debe ser texto</translation>
    </message>
    <message>
        <source>the board's 'description' must be text</source>
        <translation>la 'description' del tablero debe ser texto</translation>
    </message>
    <message>
        <source>the board's description is longer than {most} characters</source>
        <translation>la descripción del tablero tiene más de {most} caracteres</translation>
    </message>
    <message>
        <source>{problem} (and {more} more)</source>
        <translation>{problem} (y {more} más)</translation>
    </message>
</context>
<context>
    <name>BoardKeys</name>
    <message>
        <source>Square {square}, ladder to {end}</source>
        <translation>Casilla {square}, escalera hasta {end}</translation>
    </message>
    <message>
        <source>Square {square}, snake to {end}</source>
        <translation>Casilla {square}, serpiente hasta {end}</translation>
    </message>
    <message>
        <source>Square {square}, where the jump from {starts} ends</source>
        <translation>Casilla {square}, donde termina el salto desde {starts}</translation>
    </message>
    <message>
        <source>Square {square}</source>
        <translation>Casilla {square}</translation>
    </message>
    <message>
        <source>{words}, the start</source>
        <translation>{words}, la salida</translation>
    </message>
    <message>
        <source>{words}, the goal</source>
        <translation>{words}, la meta</translation>
    </message>
    <message>
        <source>From square {square}: the arrows choose the other end, Enter places it, Esc drops it</source>
        <translation>Desde la casilla {square}: las flechas eligen el otro extremo, Enter lo coloca, Escape lo descarta</translation>
    </message>
</context>
<context>
    <name>BoardPicture</name>
    <message>
        <source>START</source>
        <translation>SALIDA</translation>
    </message>
    <message>
        <source>GOAL</source>
        <translation>META</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <source>The board is locked during a game: end the game to edit it.</source>
        <translation>El tablero está bloqueado durante una partida: termina la partida para editarlo.</translation>
    </message>
    <message>
        <source>dropped off the board: nothing changed</source>
        <translation>soltado fuera del tablero: no ha cambiado nada</translation>
    </message>
    <message>
        <source>To place a ladder, drag from the bottom square to the top square.</source>
        <translation>Para colocar una escalera, arrastra desde la casilla de abajo hasta la de arriba.</translation>
    </message>
    <message>
        <source>To place a snake, drag from the head to the tail.</source>
        <translation>Para colocar una serpiente, arrastra desde la cabeza hasta la cola.</translation>
    </message>
    <message>
        <source>release to move the ladder {start} → {end}</source>
        <translation>suelta para mover la escalera a {start} → {end}</translation>
    </message>
    <message>
        <source>release to move the snake {start} → {end}</source>
        <translation>suelta para mover la serpiente a {start} → {end}</translation>
    </message>
    <message>
        <source>release to place a ladder {start} → {end}</source>
        <translation>suelta para colocar una escalera {start} → {end}</translation>
    </message>
    <message>
        <source>release to place a snake {start} → {end}</source>
        <translation>suelta para colocar una serpiente {start} → {end}</translation>
    </message>
    <message>
        <source>release on a square of the board</source>
        <translation>suelta sobre una casilla del tablero</translation>
    </message>
    <message>
        <source>drag to another square</source>
        <translation>arrastra hasta otra casilla</translation>
    </message>
    <message>
        <source>cannot drop here: {reason}</source>
        <translation>no se puede soltar aquí: {reason}</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>The board</source>
        <translation>El tablero</translation>
    </message>
    <message>
        <source>Arrow keys move a square cursor; in the Design room L or S starts a ladder or a snake there</source>
        <translation>Las flechas mueven un cursor por las casillas; en la sala Diseñar, L o S empieza ahí una escalera o una serpiente</translation>
    </message>
</context>
<context>
    <name>Check</name>
    <message>
        <source>board: {value}</source>
        <translation>board: {value}</translation>
    </message>
    <message>
        <source>move: {value}</source>
        <translation>move: {value}</translation>
    </message>
    <message>
        <source>cannot start Python to run the code: {reason}</source>
        <translation>no se puede iniciar Python para ejecutar el código: {reason}</translation>
    </message>
    <message>
        <source>syntax error on line {line}: {problem}</source>
        <translation>error de sintaxis en la línea {line}: {problem}</translation>
    </message>
    <message>
        <source>the code cannot be compiled: {problem}</source>
        <translation>el código no se puede compilar: {problem}</translation>
    </message>
    <message>
        <source>no function to check: define snakesAndLadders(board) (in class Solution, or on its own), snakes_and_ladders(board), getMinDiceThrows(move, n) or minThrow(N, arr); the code defines: {defined}</source>
        <translation>no hay ninguna función que comprobar: define snakesAndLadders(board) (en la clase Solution o suelta), snakes_and_ladders(board), getMinDiceThrows(move, n) o minThrow(N, arr); el código define: {defined}</translation>
    </message>
    <message>
        <source>{name} takes {count} arguments; it should take the board (or the move array and its length)</source>
        <translation>{name} recibe {count} argumentos; debería recibir el tablero (o el array move y su longitud)</translation>
    </message>
    <message>
        <source>the code ran out of memory while it was loaded</source>
        <translation>el código se ha quedado sin memoria al cargarse</translation>
    </message>
    <message>
        <source>the code raised {error} on line {line} while it was loaded: {message}</source>
        <translation>el código ha lanzado {error} en la línea {line} al cargarse: {message}</translation>
    </message>
    <message>
        <source>the code did not finish loading within {seconds} s (an endless loop?)</source>
        <translation>el código no ha terminado de cargarse en {seconds} s (¿un bucle infinito?)</translation>
    </message>
    <message>
        <source>the code wrote to the check's own channel while it was loaded</source>
        <translation>el código ha escrito en el canal propio de la comprobación al cargarse</translation>
    </message>
    <message>
        <source>the Python process stopped while loading the code (exit code {code})</source>
        <translation>el proceso de Python se ha detenido al cargar el código (código de salida {code})</translation>
    </message>
    <message>
        <source>this system gives no sandbox for students' code (Linux 5.13 or newer has one)</source>
        <translation>este sistema no ofrece un entorno aislado para el código de los alumnos (Linux 5.13 o posterior lo tiene)</translation>
    </message>
    <message>
        <source>this system has no libseccomp (the libseccomp2 package), which keeps students' code off the network and away from other programs</source>
        <translation>este sistema no tiene libseccomp (el paquete libseccomp2), que mantiene el código de los alumnos fuera de la red y lejos de otros programas</translation>
    </message>
    <message>
        <source>this system's kernel has no Landlock (Linux 5.13 or newer), which keeps students' code away from your files</source>
        <translation>el núcleo de este sistema no tiene Landlock (Linux 5.13 o posterior), que mantiene el código de los alumnos lejos de tus archivos</translation>
    </message>
    <message>
        <source>the code was not run: {reason}</source>
        <translation>no se ha ejecutado el código: {reason}</translation>
    </message>
    <message>
        <source>this is a folder, not a Python file</source>
        <translation>esto es una carpeta, no un archivo de Python</translation>
    </message>
    <message>
        <source>this is not a regular file (a pipe or a device?)</source>
        <translation>esto no es un archivo normal (¿una tubería o un dispositivo?)</translation>
    </message>
    <message>
        <source>the file is {size} KB; a solution is at most {most} KB</source>
        <translation>el archivo ocupa {size} KB; una solución ocupa como máximo {most} KB</translation>
    </message>
    <message>
        <source>cannot read the file: {reason}</source>
        <translation>no se puede leer el archivo: {reason}</translation>
    </message>
    <message>
        <source>this is not Python source: byte {offset} is not UTF-8 text</source>
        <translation>esto no es código fuente de Python: el byte {offset} no es texto UTF-8</translation>
    </message>
    <message>
        <source>this is not Python source: it holds a NUL character</source>
        <translation>esto no es código fuente de Python: contiene un carácter NUL</translation>
    </message>
    <message>
        <source>the check itself failed to give board {number} to the code ({reason}); this is not your code's fault</source>
        <translation>la propia comprobación no ha podido pasar el tablero {number} al código ({reason}); no es culpa de tu código</translation>
    </message>
    <message numerus="yes">
        <source>All %n board(s) passed.</source>
        <translation>
            <numerusform>Todos superados: %n tablero.</numerusform>
            <numerusform>Todos superados: %n tableros.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Passed {passed} of %n board(s).</source>
        <translation>
            <numerusform>Superados {passed} de %n tablero.</numerusform>
            <numerusform>Superados {passed} de %n tableros.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %n board(s) not run.</source>
        <translation>
            <numerusform>Cancelado: %n tablero sin ejecutar.</numerusform>
            <numerusform>Cancelado: %n tableros sin ejecutar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped after {strikes} boards past a limit: %n board(s) not run.</source>
        <translation>
            <numerusform>Detenido tras {strikes} tableros que superaron un límite: %n tablero sin ejecutar.</numerusform>
            <numerusform>Detenido tras {strikes} tableros que superaron un límite: %n tableros sin ejecutar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n throw(s)</source>
        <translation>
            <numerusform>%n tirada</numerusform>
            <numerusform>%n tiradas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrong labelling for odd n: the rows turn as on an even board, but square 1 is bottom left and the bottom row always runs left to right: %n board(s)</source>
        <translation>
            <numerusform>Numeración errónea con n impar: las filas cambian de sentido como en un tablero par, pero la casilla 1 está abajo a la izquierda y la fila de abajo siempre va de izquierda a derecha: %n tablero</numerusform>
            <numerusform>Numeración errónea con n impar: las filas cambian de sentido como en un tablero par, pero la casilla 1 está abajo a la izquierda y la fila de abajo siempre va de izquierda a derecha: %n tableros</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrong labelling for even n: the rows turn as on an odd board, but square 1 is bottom left and the bottom row always runs left to right: %n board(s)</source>
        <translation>
            <numerusform>Numeración errónea con n par: las filas cambian de sentido como en un tablero impar, pero la casilla 1 está abajo a la izquierda y la fila de abajo siempre va de izquierda a derecha: %n tablero</numerusform>
            <numerusform>Numeración errónea con n par: las filas cambian de sentido como en un tablero impar, pero la casilla 1 está abajo a la izquierda y la fila de abajo siempre va de izquierda a derecha: %n tableros</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrong labelling: every row is read left to right, but the rows alternate (boustrophedon): %n board(s)</source>
        <translation>
            <numerusform>Numeración errónea: cada fila se lee de izquierda a derecha, pero las filas alternan el sentido (bustrófedon): %n tablero</numerusform>
            <numerusform>Numeración errónea: cada fila se lee de izquierda a derecha, pero las filas alternan el sentido (bustrófedon): %n tableros</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrong labelling: square 1 is taken at the top left, but it is at the bottom left (row n - 1, column 0): %n board(s)</source>
        <translation>
            <numerusform>Numeración errónea: se toma la casilla 1 arriba a la izquierda, pero está abajo a la izquierda (fila n - 1, columna 0): %n tablero</numerusform>
            <numerusform>Numeración errónea: se toma la casilla 1 arriba a la izquierda, pero está abajo a la izquierda (fila n - 1, columna 0): %n tableros</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Following a chain: a snake or ladder is taken after another in the same throw, but only the first one is taken: %n board(s)</source>
        <translation>
            <numerusform>Se sigue una cadena: se toma una serpiente o escalera tras otra en la misma tirada, pero solo se toma la primera: %n tablero</numerusform>
            <numerusform>Se sigue una cadena: se toma una serpiente o escalera tras otra en la misma tirada, pero solo se toma la primera: %n tableros</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Off by one at the goal: a throw never lands on the last square itself (only a ladder reaches it; check the end of the range of throws): %n board(s)</source>
        <translation>
            <numerusform>Error por uno en la meta: ninguna tirada cae justo en la última casilla (solo llega una escalera; revisa el final del rango de tiradas): %n tablero</numerusform>
            <numerusform>Error por uno en la meta: ninguna tirada cae justo en la última casilla (solo llega una escalera; revisa el final del rango de tiradas): %n tableros</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Off by one in the throws: the die goes only from 1 to 5 (range(1, 6) leaves 6 out? it is range(1, 7)): %n board(s)</source>
        <translation>
            <numerusform>Error por uno en las tiradas: el dado solo va de 1 a 5 (¿range(1, 6) deja fuera el 6? Es range(1, 7)): %n tablero</numerusform>
            <numerusform>Error por uno en las tiradas: el dado solo va de 1 a 5 (¿range(1, 6) deja fuera el 6? Es range(1, 7)): %n tableros</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Off by one at the goal: the answer is one throw too many: %n board(s)</source>
        <translation>
            <numerusform>Error por uno en la meta: la respuesta tiene una tirada de más: %n tablero</numerusform>
            <numerusform>Error por uno en la meta: la respuesta tiene una tirada de más: %n tableros</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Off by one at the goal: the answer is one throw too few: %n board(s)</source>
        <translation>
            <numerusform>Error por uno en la meta: la respuesta tiene una tirada de menos: %n tablero</numerusform>
            <numerusform>Error por uno en la meta: la respuesta tiene una tirada de menos: %n tableros</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The goal cannot be reached on these boards, and the answer must then be -1: %n board(s)</source>
        <translation>
            <numerusform>En estos tableros no se puede llegar a la meta, y entonces la respuesta debe ser -1: %n tablero</numerusform>
            <numerusform>En estos tableros no se puede llegar a la meta, y entonces la respuesta debe ser -1: %n tableros</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{error} raised: {message}: %n board(s)</source>
        <translation>
            <numerusform>Se lanzó {error}: {message}: %n tablero</numerusform>
            <numerusform>Se lanzó {error}: {message}: %n tableros</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{error} raised on line {line}: {message}: %n board(s)</source>
        <translation>
            <numerusform>Se lanzó {error} en la línea {line}: {message}: %n tablero</numerusform>
            <numerusform>Se lanzó {error} en la línea {line}: {message}: %n tableros</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not a whole number returned (e.g. {value}): %n board(s)</source>
        <translation>
            <numerusform>Devuelve algo que no es un número entero (p. ej., {value}): %n tablero</numerusform>
            <numerusform>Devuelve algo que no es un número entero (p. ej., {value}): %n tableros</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ran past the time limit of {seconds} s (an endless loop?): %n board(s)</source>
        <translation>
            <numerusform>Superó el límite de tiempo de {seconds} s (¿un bucle infinito?): %n tablero</numerusform>
            <numerusform>Superó el límite de tiempo de {seconds} s (¿un bucle infinito?): %n tableros</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ran out of memory (the limit is {size} MB): %n board(s)</source>
        <translation>
            <numerusform>Se quedó sin memoria (el límite es de {size} MB): %n tablero</numerusform>
            <numerusform>Se quedó sin memoria (el límite es de {size} MB): %n tableros</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The Python process running the code stopped (exit code {code}): %n board(s)</source>
        <translation>
            <numerusform>El proceso de Python que ejecuta el código se detuvo (código de salida {code}): %n tablero</numerusform>
            <numerusform>El proceso de Python que ejecuta el código se detuvo (código de salida {code}): %n tableros</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote to the check's own channel instead of returning (a forged or malformed answer): %n board(s)</source>
        <translation>
            <numerusform>Escribió en el canal propio de la comprobación en lugar de devolver un valor (una respuesta falsificada o mal formada): %n tablero</numerusform>
            <numerusform>Escribió en el canal propio de la comprobación en lugar de devolver un valor (una respuesta falsificada o mal formada): %n tableros</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrong answer (no common mistake recognised): %n board(s)</source>
        <translation>
            <numerusform>Respuesta incorrecta (no se reconoce ningún error típico): %n tablero</numerusform>
            <numerusform>Respuesta incorrecta (no se reconoce ningún error típico): %n tableros</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n board(s) where the goal cannot be reached</source>
        <translation>
            <numerusform>%n tablero en el que no se puede llegar a la meta</numerusform>
            <numerusform>%n tableros en los que no se puede llegar a la meta</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Checked on %n board(s) of 30 squares in GeeksforGeeks' practice form; left out {unreachable}, which that problem never asks.</source>
        <translation>
            <numerusform>Comprobado con %n tablero de 30 casillas en la forma de práctica de GeeksforGeeks; se han dejado fuera {unreachable}, que ese problema nunca plantea.</numerusform>
            <numerusform>Comprobado con %n tableros de 30 casillas en la forma de práctica de GeeksforGeeks; se han dejado fuera {unreachable}, que ese problema nunca plantea.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Checked on %n board(s) in GeeksforGeeks' form; left out {unreachable}, which that problem never asks.</source>
        <translation>
            <numerusform>Comprobado con %n tablero en la forma de GeeksforGeeks; se han dejado fuera {unreachable}, que ese problema nunca plantea.</numerusform>
            <numerusform>Comprobado con %n tableros en la forma de GeeksforGeeks; se han dejado fuera {unreachable}, que ese problema nunca plantea.</numerusform>
        </translation>
    </message>
    <message>
        <source>given the LeetCode 909 matrix</source>
        <translation>con la matriz de LeetCode 909</translation>
    </message>
    <message>
        <source>given GeeksforGeeks' practice form (N snakes and ladders, arr their start and end squares 1..30)</source>
        <translation>en la forma de práctica de GeeksforGeeks (N serpientes y escaleras, arr sus casillas de inicio y fin 1..30)</translation>
    </message>
    <message>
        <source>given the 0-based move array (cell = square - 1)</source>
        <translation>con el array move basado en 0 (celda = casilla - 1)</translation>
    </message>
    <message>
        <source>{call} in class Solution, {given}</source>
        <translation>{call} en la clase Solution, {given}</translation>
    </message>
    <message>
        <source>{call}, {given}</source>
        <translation>{call}, {given}</translation>
    </message>
    <message>
        <source>N, arr: {value}</source>
        <translation>N, arr: {value}</translation>
    </message>
    <message>
        <source>{value} (the goal cannot be reached)</source>
        <translation>{value} (no se puede llegar a la meta)</translation>
    </message>
    <message>
        <source>returned {value}, not a whole number</source>
        <translation>devolvió {value}, que no es un número entero</translation>
    </message>
    <message>
        <source>raised {error}: {message}</source>
        <translation>lanzó {error}: {message}</translation>
    </message>
    <message>
        <source>raised {error} on line {line}: {message}</source>
        <translation>lanzó {error} en la línea {line}: {message}</translation>
    </message>
    <message>
        <source>no answer within {seconds} s (an endless loop?)</source>
        <translation>sin respuesta en {seconds} s (¿un bucle infinito?)</translation>
    </message>
    <message>
        <source>ran out of memory (over {size} MB)</source>
        <translation>se quedó sin memoria (más de {size} MB)</translation>
    </message>
    <message>
        <source>its Python process stopped (exit code {code})</source>
        <translation>su proceso de Python se detuvo (código de salida {code})</translation>
    </message>
    <message>
        <source>wrote to the check's own channel instead of returning an answer</source>
        <translation>escribió en el canal propio de la comprobación en lugar de devolver una respuesta</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>sin ejecutar</translation>
    </message>
    <message>
        <source>a published example</source>
        <translation>un ejemplo publicado</translation>
    </message>
    <message>
        <source>no snakes or ladders</source>
        <translation>sin serpientes ni escaleras</translation>
    </message>
    <message>
        <source>a ladder to the goal</source>
        <translation>una escalera hasta la meta</translation>
    </message>
    <message>
        <source>a chain: a jump ends where another starts</source>
        <translation>una cadena: un salto termina donde empieza otro</translation>
    </message>
    <message>
        <source>the goal cannot be reached</source>
        <translation>no se puede llegar a la meta</translation>
    </message>
    <message>
        <source>the numbering of the squares matters</source>
        <translation>importa la numeración de las casillas</translation>
    </message>
    <message>
        <source>random snakes and ladders</source>
        <translation>serpientes y escaleras al azar</translation>
    </message>
    <message>
        <source>Board {number} of {total}: {rows}×{cols}, {kind}</source>
        <translation>Tablero {number} de {total}: {rows}×{cols}, {kind}</translation>
    </message>
    <message>
        <source>The smallest failing board</source>
        <translation>El tablero más pequeño que falla</translation>
    </message>
    <message>
        <source>Expected: {answer}</source>
        <translation>Esperado: {answer}</translation>
    </message>
    <message>
        <source>Your code: {outcome}</source>
        <translation>Tu código: {outcome}</translation>
    </message>
    <message>
        <source>Right route: none (the goal cannot be reached)</source>
        <translation>Ruta correcta: ninguna (no se puede llegar a la meta)</translation>
    </message>
    <message>
        <source>Right route: {route}</source>
        <translation>Ruta correcta: {route}</translation>
    </message>
    <message>
        <source>{value} ms</source>
        <translation>{value} ms</translation>
    </message>
    <message>
        <source>Correct but slow: {mine} a board against {reference} for a plain breadth-first search on the same boards ({times}× as long; flagged past {factor}× and {floor} a board).</source>
        <translation>Correcto pero lento: {mine} por tablero frente a {reference} de una búsqueda en anchura simple en los mismos tableros ({times}× más tiempo; se marca a partir de {factor}× y {floor} por tablero).</translation>
    </message>
    <message>
        <source>Slow: {mine} a board against {reference} for a plain breadth-first search on the same boards ({times}× as long; flagged past {factor}× and {floor} a board).</source>
        <translation>Lento: {mine} por tablero frente a {reference} de una búsqueda en anchura simple en los mismos tableros ({times}× más tiempo; se marca a partir de {factor}× y {floor} por tablero).</translation>
    </message>
    <message>
        <source>Limits: {seconds} s a board; {size} MB of memory (on Linux and macOS).</source>
        <translation>Límites: {seconds} s por tablero; {size} MB de memoria (en Linux y macOS).</translation>
    </message>
    <message>
        <source>Protection: a sandbox. The code cannot read or change your files, use the network, start programs or touch other programs; it can write only in a folder of its own that is deleted afterwards.</source>
        <translation>Protección: un entorno aislado. El código no puede leer ni modificar tus archivos, usar la red, iniciar programas ni interferir con otros programas; solo puede escribir en una carpeta propia que se borra después.</translation>
    </message>
    <message>
        <source>Protection: none. The code ran with your own rights: it could read and change your files, use the network and start programs.</source>
        <translation>Protección: ninguna. El código se ejecutó con tus propios permisos: podía leer y modificar tus archivos, usar la red e iniciar programas.</translation>
    </message>
    <message>
        <source>Protection: none on this system: {reason}. The check is refused unless you choose to run without protection.</source>
        <translation>Protección: ninguna en este sistema: {reason}. La comprobación se rechaza, salvo que elijas ejecutar el código sin protección.</translation>
    </message>
    <message>
        <source>Run without protection: the code runs with your own rights and can read and change your files, use the network and start programs. Only for code you trust.</source>
        <translation>Ejecutar sin protección: el código se ejecuta con tus propios permisos y puede leer y modificar tus archivos, usar la red e iniciar programas. Solo para código de confianza.</translation>
    </message>
</context>
<context>
    <name>CheckDialog</name>
    <message>
        <source>Check My Code</source>
        <translation>Comprobar mi código</translation>
    </message>
    <message>
        <source>Run your own solution against {count} boards (n from 2 to 20, chains, ladders to the goal, goals that cannot be reached). It may define snakesAndLadders(board) (in class Solution, as on LeetCode, or on its own) or snakes_and_ladders(board), given the LeetCode 909 matrix; or getMinDiceThrows(move) or minThrow(move), given the 0-based move array. It runs in a separate process.</source>
        <translation>Ejecuta tu propia solución con {count} tableros (n de 2 a 20, cadenas, escaleras hasta la meta, metas inalcanzables). Puede definir snakesAndLadders(board) (en la clase Solution, como en LeetCode, o suelta) o snakes_and_ladders(board), que reciben la matriz de LeetCode 909; o getMinDiceThrows(move) o minThrow(move), que reciben el array move basado en 0. Se ejecuta en un proceso aparte.</translation>
    </message>
    <message>
        <source>&amp;Open a .py File…</source>
        <translation>&amp;Abrir un archivo .py…</translation>
    </message>
    <message>
        <source>Your code</source>
        <translation>Tu código</translation>
    </message>
    <message>
        <source>…or paste your code here</source>
        <translation>…o pega aquí tu código</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>&amp;Comprobar</translation>
    </message>
    <message>
        <source>Choose a file or paste your code, then press Check.</source>
        <translation>Elige un archivo o pega tu código y pulsa Comprobar.</translation>
    </message>
    <message>
        <source>Check a &amp;Folder…</source>
        <translation>Comprobar una car&amp;peta…</translation>
    </message>
    <message>
        <source>Every .py file of a folder (a class's solutions) checked at once, in a table</source>
        <translation>Todos los archivos .py de una carpeta (las soluciones de una clase) comprobados a la vez, en una tabla</translation>
    </message>
    <message>
        <source>Copy the &amp;Board</source>
        <translation>Copiar el &amp;tablero</translation>
    </message>
    <message>
        <source>The smallest failing board as your code is given it, to test with</source>
        <translation>El tablero más pequeño que falla, tal como lo recibe tu código, para hacer pruebas</translation>
    </message>
    <message>
        <source>the code in the box</source>
        <translation>el código del cuadro</translation>
    </message>
    <message>
        <source>Python files ({pattern})</source>
        <translation>Archivos de Python ({pattern})</translation>
    </message>
    <message>
        <source>All files ({pattern})</source>
        <translation>Todos los archivos ({pattern})</translation>
    </message>
    <message>
        <source>Open your solution</source>
        <translation>Abrir tu solución</translation>
    </message>
    <message>
        <source>Running your code on {count} boards…</source>
        <translation>Ejecutando tu código con {count} tableros…</translation>
    </message>
    <message>
        <source>Checked: the code in the box</source>
        <translation>Comprobado: el código del cuadro</translation>
    </message>
    <message>
        <source>Checked: {file}</source>
        <translation>Comprobado: {file}</translation>
    </message>
    <message>
        <source>This code cannot be run</source>
        <translation>Este código no se puede ejecutar</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Cancelado</translation>
    </message>
</context>
<context>
    <name>Checks</name>
    <message>
        <source>a ladder needs two different squares</source>
        <translation>una escalera necesita dos casillas distintas</translation>
    </message>
    <message>
        <source>a snake needs two different squares</source>
        <translation>una serpiente necesita dos casillas distintas</translation>
    </message>
    <message>
        <source>a jump needs two different squares</source>
        <translation>un salto necesita dos casillas distintas</translation>
    </message>
    <message>
        <source>square {square} is the goal: a ladder cannot start there</source>
        <translation>la casilla {square} es la meta: no puede empezar ahí una escalera</translation>
    </message>
    <message>
        <source>square {square} is the goal: a snake cannot start there</source>
        <translation>la casilla {square} es la meta: no puede empezar ahí una serpiente</translation>
    </message>
    <message>
        <source>square 1 is the start: play begins there, so a ladder from it would never be taken</source>
        <translation>la casilla 1 es la salida: el juego empieza ahí, así que nunca se tomaría una escalera que sale de ella</translation>
    </message>
    <message>
        <source>square 1 is the start: play begins there, so a snake from it would never be taken</source>
        <translation>la casilla 1 es la salida: el juego empieza ahí, así que nunca se tomaría una serpiente que sale de ella</translation>
    </message>
    <message>
        <source>square {square} already starts a ladder (to {end})</source>
        <translation>en la casilla {square} ya empieza una escalera (hasta {end})</translation>
    </message>
    <message>
        <source>square {square} already starts a snake (to {end})</source>
        <translation>en la casilla {square} ya empieza una serpiente (hasta {end})</translation>
    </message>
    <message>
        <source>square {square} already starts a jump (to {end})</source>
        <translation>en la casilla {square} ya empieza un salto (hasta {end})</translation>
    </message>
    <message>
        <source>{where}: {what}</source>
        <translation>{where}: {what}</translation>
    </message>
    <message>
        <source>the jump ends on its own start; it does nothing</source>
        <translation>el salto termina en su propio inicio; no hace nada</translation>
    </message>
    <message>
        <source>a jump from square 1 is never taken: play starts on square 1</source>
        <translation>un salto desde la casilla 1 nunca se toma: el juego empieza en la casilla 1</translation>
    </message>
    <message>
        <source>chain: the jump {start}→{end} ends where the jump {end}→{next} starts; only the first is taken</source>
        <translation>cadena: el salto {start}→{end} termina donde empieza el salto {end}→{next}; solo se toma el primero</translation>
    </message>
    <message>
        <source>the jump sends the token to square 1, not back off the board</source>
        <translation>el salto lleva la ficha a la casilla 1, no fuera del tablero</translation>
    </message>
    <message>
        <source>the goal (square {goal}) cannot be reached</source>
        <translation>no se puede llegar a la meta (casilla {goal})</translation>
    </message>
    <message>
        <source>the goal (square {goal}) cannot be reached with one die a throw (a board this large is not followed turn by turn under its rules)</source>
        <translation>no se puede llegar a la meta (casilla {goal}) con un dado por tirada (un tablero tan grande no se sigue turno a turno con sus reglas)</translation>
    </message>
    <message>
        <source>a token can be stuck for ever (squares {squares}): some games never end</source>
        <translation>una ficha puede quedar atrapada para siempre (casillas {squares}): algunas partidas no terminan nunca</translation>
    </message>
    <message>
        <source>a token can be stuck for ever (squares {squares}): {chance:.2%} of games never end</source>
        <translation>una ficha puede quedar atrapada para siempre (casillas {squares}): el {chance:.2%} de las partidas no terminan nunca</translation>
    </message>
    <message>
        <source>both ends must be on the board</source>
        <translation>los dos extremos deben estar en el tablero</translation>
    </message>
    <message>
        <source>a ladder goes up: its top must be higher than square {square}</source>
        <translation>una escalera sube: su final debe estar más arriba que la casilla {square}</translation>
    </message>
    <message>
        <source>a snake goes down: its tail must be lower than square {square}</source>
        <translation>una serpiente baja: su cola debe estar más abajo que la casilla {square}</translation>
    </message>
</context>
<context>
    <name>ClassModel</name>
    <message>
        <source>File</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Superados</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Error</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lento</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tiempo</translation>
    </message>
    <message>
        <source>cannot run</source>
        <translation>no se puede ejecutar</translation>
    </message>
    <message>
        <source>{passed} of {total}</source>
        <translation>{passed} de {total}</translation>
    </message>
    <message>
        <source>{seconds:.2f} s</source>
        <translation>{seconds:.2f} s</translation>
    </message>
    <message>
        <source>correct but slow: {mine} a board against {reference}</source>
        <translation>correcto pero lento: {mine} por tablero frente a {reference}</translation>
    </message>
    <message>
        <source>slow: {mine} a board against {reference}</source>
        <translation>lento: {mine} por tablero frente a {reference}</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>{program}: error: standard output is closed: nothing was done</source>
        <translation>{program}: error: la salida estándar está cerrada: no se ha hecho nada</translation>
    </message>
    <message>
        <source>{program}: error: cannot write to standard output: {reason}</source>
        <translation>{program}: error: no se puede escribir en la salida estándar: {reason}</translation>
    </message>
    <message>
        <source>{program}: error: {problem}</source>
        <translation>{program}: error: {problem}</translation>
    </message>
    <message>
        <source>{program}: internal error: {kind}: {problem} (please report it)</source>
        <translation>{program}: error interno: {kind}: {problem} (por favor, notifícalo)</translation>
    </message>
    <message>
        <source>{file}: {problem}</source>
        <translation>{file}: {problem}</translation>
    </message>
    <message>
        <source>To run it anyway, with your own rights and no protection (only for code you trust): {option}</source>
        <translation>Para ejecutarlo de todos modos, con tus propios permisos y sin protección (solo para código de confianza): {option}</translation>
    </message>
    <message>
        <source>standard input (-) can be checked only on its own</source>
        <translation>la entrada estándar (-) solo se puede comprobar sola</translation>
    </message>
    <message>
        <source>{file}: cannot read: {reason}</source>
        <translation>{file}: no se puede leer: {reason}</translation>
    </message>
    <message>
        <source>{folder}: no .py file in this folder</source>
        <translation>{folder}: no hay ningún archivo .py en esta carpeta</translation>
    </message>
    <message>
        <source>more than {most} files to check; check at most {most} at once</source>
        <translation>más de {most} archivos que comprobar; comprueba como máximo {most} a la vez</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>superado</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fallido</translation>
    </message>
    <message>
        <source>cannot run</source>
        <translation>no se puede ejecutar</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>cancelado</translation>
    </message>
    <message>
        <source>file</source>
        <translation>archivo</translation>
    </message>
    <message>
        <source>slow</source>
        <translation>lento</translation>
    </message>
    <message>
        <source>time</source>
        <translation>tiempo</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>error</translation>
    </message>
    <message>
        <source>timing the reference (a plain breadth-first search)…</source>
        <translation>midiendo la referencia (una búsqueda en anchura simple)…</translation>
    </message>
    <message>
        <source>[{done}/{total}] {file}: {verdict}</source>
        <translation>[{done}/{total}] {file}: {verdict}</translation>
    </message>
    <message>
        <source>Cancelled: the checks under way were stopped; nothing was written.</source>
        <translation>Cancelado: se han detenido las comprobaciones en curso; no se ha escrito nada.</translation>
    </message>
    <message>
        <source>{file}: cannot write: {reason}</source>
        <translation>{file}: no se puede escribir: {reason}</translation>
    </message>
    <message>
        <source>run your own LeetCode 909 / minimum dice throws solution over 500+ boards; exit 1 if one fails</source>
        <translation>ejecutar tu propia solución de LeetCode 909 / mínimo de tiradas con más de 500 tableros; código de salida 1 si alguno falla</translation>
    </message>
    <message>
        <source>Runs a solution over 500+ boards in a sandbox: the code cannot read or change your files, use the network, start programs or touch other programs (Linux 5.13 or newer, with libseccomp). Where the system has no sandbox the check is refused, unless --unprotected is given.</source>
        <translation>Ejecuta una solución con más de 500 tableros en un entorno aislado: el código no puede leer ni modificar tus archivos, usar la red, iniciar programas ni interferir con otros programas (Linux 5.13 o posterior, con libseccomp). Si el sistema no ofrece un entorno aislado, la comprobación se rechaza, salvo que se indique --unprotected.</translation>
    </message>
    <message>
        <source>a .py file defining snakesAndLadders(board) (in class Solution or not), snakes_and_ladders(board), getMinDiceThrows(move, n) or GeeksforGeeks' minThrow(N, arr); - for standard input; several files or a folder (its .py files) for a class: a table of them</source>
        <translation>un archivo .py que defina snakesAndLadders(board) (en la clase Solution o no), snakes_and_ladders(board), getMinDiceThrows(move, n) o minThrow(N, arr) de GeeksforGeeks; - para la entrada estándar; varios archivos o una carpeta (sus archivos .py) para una clase: una tabla con todos</translation>
    </message>
    <message>
        <source>with several files or a folder: write the class's table to OUT.csv too</source>
        <translation>con varios archivos o una carpeta: escribir también la tabla de la clase en OUT.csv</translation>
    </message>
    <message>
        <source>--time-limit must be between {low} and {high} seconds</source>
        <translation>--time-limit debe estar entre {low} y {high} segundos</translation>
    </message>
    <message>
        <source>the most a board may take (default 1 s)</source>
        <translation>el tiempo máximo por tablero (por defecto, 1 s)</translation>
    </message>
    <message>
        <source>--memory must be between {low} and {high} MB</source>
        <translation>--memory debe estar entre {low} y {high} MB</translation>
    </message>
    <message>
        <source>the most memory the code may use, on Linux and macOS (default 512 MB)</source>
        <translation>la memoria máxima que puede usar el código, en Linux y macOS (por defecto, 512 MB)</translation>
    </message>
    <message>
        <source>run the code without the sandbox (for a system that has none: Linux before 5.13, Windows, macOS). The code then runs with your own rights: it can read and change your files, use the network and start programs. Only for code you trust</source>
        <translation>ejecutar el código sin el entorno aislado (para un sistema que no lo tiene: Linux anterior a 5.13, Windows, macOS). El código se ejecuta entonces con tus propios permisos: puede leer y modificar tus archivos, usar la red e iniciar programas. Solo para código de confianza</translation>
    </message>
    <message>
        <source>standard input is closed: there is no board to read</source>
        <translation>la entrada estándar está cerrada: no hay ningún tablero que leer</translation>
    </message>
    <message>
        <source>cannot write {file}: {reason}; nothing was changed</source>
        <translation>no se puede escribir {file}: {reason}; no se ha cambiado nada</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n página</numerusform>
            <numerusform>%n páginas</numerusform>
        </translation>
    </message>
    <message>
        <source>--bleed, --crop-marks, --landscape and --portrait need a page: add --paper (or write a .pdf)</source>
        <translation>--bleed, --crop-marks, --landscape y --portrait necesitan una página: añade --paper (o genera un .pdf)</translation>
    </message>
    <message>
        <source>--size is a picture's size: on --paper a PNG's pixels follow the paper and --dpi</source>
        <translation>--size es el tamaño de una imagen: con --paper, los píxeles de un PNG dependen del papel y de --dpi</translation>
    </message>
    <message>
        <source>--transparent is for PNG and SVG: a PDF page is paper</source>
        <translation>--transparent es para PNG y SVG: una página PDF es papel</translation>
    </message>
    <message>
        <source>drawing the board: {percent}%</source>
        <translation>dibujando el tablero: {percent} %</translation>
    </message>
    <message>
        <source>wrote {file}</source>
        <translation>se ha escrito {file}</translation>
    </message>
    <message>
        <source>wrote {file}: {pages}, {paper} landscape</source>
        <translation>se ha escrito {file}: {pages}, {paper} horizontal</translation>
    </message>
    <message>
        <source>wrote {file}: {pages}, {paper} portrait</source>
        <translation>se ha escrito {file}: {pages}, {paper} vertical</translation>
    </message>
    <message>
        <source>{said}; --poster {grid} prints it as large on fewer sheets</source>
        <translation>{said}; --poster {grid} lo imprime igual de grande en menos hojas</translation>
    </message>
    <message>
        <source>--poster is COLUMNSxROWS, e.g. 3x2, not {text}</source>
        <translation>--poster es COLUMNASxFILAS, p. ej., 3x2, no {text}</translation>
    </message>
    <message>
        <source>--poster has 1 to {most} sheets each way, not {text}</source>
        <translation>--poster tiene de 1 a {most} hojas en cada sentido, no {text}</translation>
    </message>
    <message>
        <source>--bleed is 0 to {most} millimetres, not {text}</source>
        <translation>--bleed es de 0 a {most} milímetros, no {text}</translation>
    </message>
    <message>
        <source>paper (a PDF is always pages, A4 by default)</source>
        <translation>papel (un PDF siempre son páginas, A4 por defecto)</translation>
    </message>
    <message>
        <source>--pdfx is a kind of PDF: write a .pdf</source>
        <translation>--pdfx es un tipo de PDF: escriba un .pdf</translation>
    </message>
    <message>
        <source>--outlines is for SVG (a PDF carries its font already)</source>
        <translation>--outlines es para SVG (un PDF ya lleva su tipo de letra)</translation>
    </message>
    <message>
        <source>the board prints {width:.1f} × {height:.1f} cm and covers {share:.0%} of the paper</source>
        <translation>el tablero se imprime a {width:.1f} × {height:.1f} cm y cubre el {share:.0%} del papel</translation>
    </message>
    <message>
        <source>--paper is {names}, or WIDTHxHEIGHT in millimetres from {low} to {high} (e.g. 500x700), not {text}</source>
        <translation>--paper es {names}, o ANCHOxALTO en milímetros de {low} a {high} (p. ej., 500x700), no {text}</translation>
    </message>
    <message>
        <source>the paper: a4, a3, a2, a1, a0, letter, tabloid, or WIDTHxHEIGHT in millimetres such as 500x700 (a PNG or SVG becomes a page)</source>
        <translation>el papel: a4, a3, a2, a1, a0, letter, tabloid, o ANCHOxALTO en milímetros como 500x700 (un PNG o SVG pasa a ser una página)</translation>
    </message>
    <message>
        <source>the paper on its side (default: the way the board prints larger)</source>
        <translation>el papel en horizontal (por defecto: la orientación en que el tablero se imprime más grande)</translation>
    </message>
    <message>
        <source>the paper upright</source>
        <translation>el papel en vertical</translation>
    </message>
    <message>
        <source>dots per inch of a PNG, written into it; on paper they set its pixels (default 300)</source>
        <translation>puntos por pulgada de un PNG, guardados en él; en papel determinan sus píxeles (por defecto, 300)</translation>
    </message>
    <message>
        <source>the background reaches MM past the paper's edge, for a print shop</source>
        <translation>el fondo sobresale MM del borde del papel, para una imprenta</translation>
    </message>
    <message>
        <source>marks at the corners where the paper is cut</source>
        <translation>marcas en las esquinas por donde se corta el papel</translation>
    </message>
    <message>
        <source>PDF/X-4 for a print shop: CMYK colours for coated offset paper (FOGRA39), trim and bleed declared</source>
        <translation>PDF/X-4 para la imprenta: colores CMYK para offset en papel estucado (FOGRA39), con el corte y el sangrado declarados</translation>
    </message>
    <message>
        <source>a poster over several sheets (PDF), e.g. 3x2: three across, two down, with overlap marks</source>
        <translation>un póster en varias hojas (PDF), p. ej., 3x2: tres a lo ancho y dos a lo alto, con marcas de solapamiento</translation>
    </message>
    <message>
        <source>the animation needs Pillow, which is not installed: pip install 'Pillow&gt;=10.1'</source>
        <translation>la animación necesita Pillow, que no está instalado: pip install 'Pillow&gt;=10.1'</translation>
    </message>
    <message>
        <source>one a throw</source>
        <translation>uno por tirada</translation>
    </message>
    <message>
        <source>one a square</source>
        <translation>uno por casilla</translation>
    </message>
    <message>
        <source>one a depth</source>
        <translation>uno por nivel de profundidad</translation>
    </message>
    <message>
        <source>wrote {file}: {frames} ({step}), {width}×{height}, {seconds} s long, {kb} KB in {elapsed} s</source>
        <translation>se ha escrito {file}: {frames} ({step}), {width}×{height}, {seconds} s de duración, {kb} KB en {elapsed} s</translation>
    </message>
    <message>
        <source>draw the board to a PNG, SVG or PDF file</source>
        <translation>dibujar el tablero en un archivo PNG, SVG o PDF</translation>
    </message>
    <message>
        <source>the output must end in .png, .svg or .pdf, not {name}</source>
        <translation>la salida debe terminar en .png, .svg o .pdf, no {name}</translation>
    </message>
    <message>
        <source>OUT.png, OUT.svg or OUT.pdf</source>
        <translation>OUT.png, OUT.svg u OUT.pdf</translation>
    </message>
    <message>
        <source>--size must be between {low} and {high} pixels</source>
        <translation>--size debe estar entre {low} y {high} píxeles</translation>
    </message>
    <message>
        <source>the longer side of a PNG in pixels (default 1000)</source>
        <translation>el lado mayor de un PNG en píxeles (por defecto, 1000)</translation>
    </message>
    <message>
        <source>the board's name above it and its size and rules below</source>
        <translation>el nombre del tablero encima y su tamaño y reglas debajo</translation>
    </message>
    <message>
        <source>the name above the board (default: the board's own); implies --caption</source>
        <translation>el nombre encima del tablero (por defecto: el del propio tablero); implica --caption</translation>
    </message>
    <message>
        <source>no white background (PNG and SVG)</source>
        <translation>sin fondo blanco (PNG y SVG)</translation>
    </message>
    <message>
        <source>an SVG's texts as the shapes of their letters, for a machine without the font</source>
        <translation>los textos de un SVG como las formas de sus letras, para un equipo sin el tipo de letra</translation>
    </message>
    <message>
        <source>the breadth-first search as an animated GIF or APNG</source>
        <translation>la búsqueda en anchura como GIF animado o APNG</translation>
    </message>
    <message>
        <source>the output must end in .gif, .png or .apng, not {name}</source>
        <translation>la salida debe terminar en .gif, .png o .apng, no {name}</translation>
    </message>
    <message>
        <source>OUT.gif, or OUT.png / OUT.apng (APNG)</source>
        <translation>OUT.gif, u OUT.png / OUT.apng (APNG)</translation>
    </message>
    <message>
        <source>the board's longer side in pixels, {low} to {high} (default 480)</source>
        <translation>el lado mayor del tablero en píxeles, de {low} a {high} (por defecto, 480)</translation>
    </message>
    <message>
        <source>--fps must be between {low} and {high} frames a second</source>
        <translation>--fps debe estar entre {low} y {high} fotogramas por segundo</translation>
    </message>
    <message>
        <source>frames a second, {low} to {high} (default 4)</source>
        <translation>fotogramas por segundo, de {low} a {high} (por defecto, 4)</translation>
    </message>
    <message>
        <source>a strip under the board in every frame: the step, what it did and the queue (default on)</source>
        <translation>una franja bajo el tablero en cada fotograma: el paso, lo que hizo y la cola (activada por defecto)</translation>
    </message>
    <message>
        <source>one frame for each throw examined, each square expanded or each depth (default square)</source>
        <translation>un fotograma por cada tirada examinada, cada casilla expandida o cada nivel de profundidad (por defecto, square)</translation>
    </message>
    <message>
        <source>{text}: every number must be finite (not inf or nan)</source>
        <translation>{text}: todos los números deben ser finitos (ni inf ni nan)</translation>
    </message>
    <message>
        <source>expected A:B (e.g. 5:8), not {text}</source>
        <translation>se esperaba A:B (p. ej., 5:8), no {text}</translation>
    </message>
    <message>
        <source>Snakes &amp; Ladders Studio on the command line.</source>
        <translation>Snakes &amp; Ladders Studio en la línea de comandos.</translation>
    </message>
    <message>
        <source>a board file (.snl, a JSON matrix, or lists), or - for standard input</source>
        <translation>un archivo de tablero (.snl, una matriz JSON o listas), o - para la entrada estándar</translation>
    </message>
    <message>
        <source>machine-readable output</source>
        <translation>salida legible por máquina</translation>
    </message>
    <message>
        <source>rules (override the file's rules)</source>
        <translation>reglas (sustituyen a las del archivo)</translation>
    </message>
    <message>
        <source>a 6 earns another throw (at most three a turn)</source>
        <translation>un 6 da otra tirada (como máximo tres por turno)</translation>
    </message>
    <message>
        <source>three sixes are worth 0</source>
        <translation>tres seises valen 0</translation>
    </message>
    <message>
        <source>every throw moves the token (a 6 then a 2: to the 6, any snake or ladder there, then 2 more)</source>
        <translation>cada tirada mueve la ficha (un 6 y luego un 2: 6 casillas, la serpiente o escalera que haya ahí, y luego 2 más)</translation>
    </message>
    <message>
        <source>a move past the last square stays, bounces back or finishes there</source>
        <translation>una tirada que se pasa de la última casilla se queda, rebota o termina ahí</translation>
    </message>
    <message>
        <source>tokens start on square 1 (square-1), off the board on square 0 (off-board), or off the board until their player throws a 6 (six: a turn without a 6 first leaves the token waiting)</source>
        <translation>las fichas empiezan en la casilla 1 (square-1), fuera del tablero en la casilla 0 (off-board) o fuera del tablero hasta que su jugador saque un 6 (six: un turno sin 6 deja la ficha esperando)</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s): chance of winning by seat: {seats}; expected rounds {rounds}</source>
        <translation>
            <numerusform>%n jugador. Probabilidad de ganar por puesto: {seats}; rondas esperadas: {rounds}</numerusform>
            <numerusform>%n jugadores. Probabilidad de ganar por puesto: {seats}; rondas esperadas: {rounds}</numerusform>
        </translation>
    </message>
    <message>
        <source>Rules: {rules}</source>
        <translation>Reglas: {rules}</translation>
    </message>
    <message>
        <source>Fewest throws: -1 — the goal (square {goal}) cannot be reached: from the start the token can rest on only {reachable} of {squares}.</source>
        <translation>Mínimo de tiradas: -1 — no se puede llegar a la meta (casilla {goal}): desde la salida, la ficha solo puede quedarse en {reachable} de {squares} casillas.</translation>
    </message>
    <message>
        <source>Fewest throws: {throws}</source>
        <translation>Mínimo de tiradas: {throws}</translation>
    </message>
    <message>
        <source>Path: {path}</source>
        <translation>Camino: {path}</translation>
    </message>
    <message>
        <source>Route: {route}</source>
        <translation>Ruta: {route}</translation>
    </message>
    <message>
        <source>analysing the board: {percent}%</source>
        <translation>analizando el tablero: {percent} %</translation>
    </message>
    <message>
        <source>Shortest game {shortest}; {half}, {ninety}.</source>
        <translation>Partida más corta: {shortest}; {half}, {ninety}.</translation>
    </message>
    <message>
        <source>Chance of finishing: {chances}.</source>
        <translation>Probabilidad de terminar: {chances}.</translation>
    </message>
    <message>
        <source>seat {seat} {chance}</source>
        <translation>puesto {seat}: {chance}</translation>
    </message>
    <message>
        <source>{seats} (of the games that end within {turns})</source>
        <translation>{seats} (de las partidas que terminan en {turns})</translation>
    </message>
    <message>
        <source>generating a board: {percent}%</source>
        <translation>generando un tablero: {percent} %</translation>
    </message>
    <message>
        <source>no board met the targets: {missed}</source>
        <translation>ningún tablero cumplió los objetivos: {missed}</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}: {reason}</translation>
    </message>
    <message>
        <source>{file}: {summary}; fewest throws {throws}</source>
        <translation>{file}: {summary}; mínimo de tiradas {throws}</translation>
    </message>
    <message>
        <source>{file}: {summary}; fewest throws {throws}, expected {turns} turns</source>
        <translation>{file}: {summary}; mínimo de tiradas {throws}, {turns} turnos esperados</translation>
    </message>
    <message>
        <source>print the fewest throws and an optimal route</source>
        <translation>mostrar el mínimo de tiradas y una ruta óptima</translation>
    </message>
    <message>
        <source>print a board's errors and warnings; exit 1 if invalid</source>
        <translation>mostrar los errores y avisos de un tablero; código de salida 1 si no es válido</translation>
    </message>
    <message>
        <source>exact game length and fairness (a Markov chain, not a simulation)</source>
        <translation>duración exacta de la partida y equidad (una cadena de Markov, no una simulación)</translation>
    </message>
    <message>
        <source>--players must be between {low} and {high}, not {value}</source>
        <translation>--players debe estar entre {low} y {high}, no {value}</translation>
    </message>
    <message>
        <source>players ({low} to {high}): each seat's chance of winning</source>
        <translation>jugadores (de {low} a {high}): probabilidad de ganar de cada puesto</translation>
    </message>
    <message>
        <source>a random board to targets, written as a .snl file</source>
        <translation>un tablero al azar según objetivos, guardado como archivo .snl</translation>
    </message>
    <message>
        <source>rows (default {default})</source>
        <translation>filas (por defecto, {default})</translation>
    </message>
    <message>
        <source>columns (default {default})</source>
        <translation>columnas (por defecto, {default})</translation>
    </message>
    <message>
        <source>snakes (default {default})</source>
        <translation>serpientes (por defecto, {default})</translation>
    </message>
    <message>
        <source>ladders (default {default})</source>
        <translation>escaleras (por defecto, {default})</translation>
    </message>
    <message>
        <source>fewest throws between A and B</source>
        <translation>mínimo de tiradas entre A y B</translation>
    </message>
    <message>
        <source>expected length, A to B turns</source>
        <translation>duración esperada, de A a B turnos</translation>
    </message>
    <message>
        <source>the same seed, the same board</source>
        <translation>la misma semilla da el mismo tablero</translation>
    </message>
    <message>
        <source>the .snl file to write, or -</source>
        <translation>el archivo .snl que se escribe, o -</translation>
    </message>
    <message>
        <source>expected K:P, turns and a percentage (e.g. 20:50), not {text}</source>
        <translation>se esperaba K:P, turnos y un porcentaje (p. ej., 20:50), no {text}</translation>
    </message>
    <message>
        <source>expected a number of percentage points (e.g. 1.5), not {text}</source>
        <translation>se esperaba un número de puntos porcentuales (p. ej., 1.5), no {text}</translation>
    </message>
    <message>
        <source>Missed: {target}</source>
        <translation>No cumplido: {target}</translation>
    </message>
    <message>
        <source>--json and -o - both use standard output: write the board to a file</source>
        <translation>--json y -o - usan los dos la salida estándar: escribe el tablero en un archivo</translation>
    </message>
    <message>
        <source>give at least one target: --expected-turns, --min-throws, --within or --max-seat-advantage</source>
        <translation>indica al menos un objetivo: --expected-turns, --min-throws, --within o --max-seat-advantage</translation>
    </message>
    <message>
        <source>tuning the board: {percent}%</source>
        <translation>afinando el tablero: {percent} %</translation>
    </message>
    <message>
        <source>{program}: error: no layout met the targets; nothing was written</source>
        <translation>{program}: error: ninguna disposición cumplió los objetivos; no se ha escrito nada</translation>
    </message>
    <message>
        <source>move as few snakes and ladders as it can until the targets hold; exit 1 if none is met</source>
        <translation>mover las menos serpientes y escaleras posibles hasta cumplir los objetivos; código de salida 1 si no se cumple ninguno</translation>
    </message>
    <message>
        <source>at least P percent of games are over within K turns</source>
        <translation>al menos el P por ciento de las partidas terminan en K turnos o menos</translation>
    </message>
    <message>
        <source>at 2, 3 and 4 players the first seat wins at most P percentage points more than a fair share</source>
        <translation>con 2, 3 y 4 jugadores, el primer puesto gana como máximo P puntos porcentuales más que su parte justa</translation>
    </message>
    <message>
        <source>the start squares of snakes and ladders never to move</source>
        <translation>las casillas de inicio de las serpientes y escaleras que no se deben mover nunca</translation>
    </message>
    <message>
        <source>the same seed, the same board (default 0)</source>
        <translation>la misma semilla da el mismo tablero (por defecto, 0)</translation>
    </message>
    <message>
        <source>the moves and figures, machine-readable</source>
        <translation>los movimientos y las cifras, legibles por máquina</translation>
    </message>
    <message>
        <source>this saved game cannot be resumed: {problem}</source>
        <translation>esta partida guardada no se puede reanudar: {problem}</translation>
    </message>
    <message>
        <source>{app}. Other commands: {commands} (see 'snl-desktop COMMAND --help').</source>
        <translation>{app}. Otros comandos: {commands} (consulta 'snl-desktop COMMAND --help').</translation>
    </message>
    <message>
        <source>a board file to open (.snl, a JSON matrix, or lists), a saved game (.snlgame) to resume, or -</source>
        <translation>un archivo de tablero que abrir (.snl, una matriz JSON o listas), una partida guardada (.snlgame) que reanudar, o -</translation>
    </message>
    <message>
        <source>--screenshot needs a .png file name</source>
        <translation>--screenshot necesita un nombre de archivo .png</translation>
    </message>
    <message>
        <source>save a picture of the window after its first paint and exit</source>
        <translation>guardar una imagen de la ventana tras dibujarse por primera vez y salir</translation>
    </message>
    <message>
        <source>{file} could not be opened:
{problem}</source>
        <translation>No se ha podido abrir {file}:
{problem}</translation>
    </message>
</context>
<context>
    <name>CodePanel</name>
    <message>
        <source>Step the search (Solver: Step ▶ or F6) to run this code line by line.</source>
        <translation>Avanza la búsqueda paso a paso (Solucionador: Paso ▶ o F6) para ejecutar este código línea a línea.</translation>
    </message>
    <message>
        <source>The code shown</source>
        <translation>El código mostrado</translation>
    </message>
    <message>
        <source>The full search, with the route</source>
        <translation>La búsqueda completa, con la ruta</translation>
    </message>
    <message>
        <source>LeetCode 909: the matrix in, the answer out</source>
        <translation>LeetCode 909: entra la matriz, sale la respuesta</translation>
    </message>
    <message>
        <source>LeetCode's form numbers the squares from the matrix itself and stops when the goal leaves the queue; the full search goes on to find every square's distance and the route</source>
        <translation>La versión de LeetCode numera las casillas a partir de la propia matriz y se detiene cuando la meta sale de la cola; la búsqueda completa continúa para hallar la distancia de cada casilla y la ruta</translation>
    </message>
    <message>
        <source>BFS code</source>
        <translation>Código BFS</translation>
    </message>
    <message>
        <source>BFS variables</source>
        <translation>Variables BFS</translation>
    </message>
    <message numerus="yes">
        <source>This board has %Ln square(s): too many to step through the code.</source>
        <translation>
            <numerusform>Este tablero tiene %Ln casilla: demasiadas para recorrer el código paso a paso.</numerusform>
            <numerusform>Este tablero tiene %Ln casillas: demasiadas para recorrer el código paso a paso.</numerusform>
        </translation>
    </message>
    <message>
        <source>Line {line}: {note}</source>
        <translation>Línea {line}: {note}</translation>
    </message>
    <message numerus="yes">
        <source>(%n square(s), front first)</source>
        <translation>
            <numerusform>(%n casilla, primero el frente)</numerusform>
            <numerusform>(%n casillas, primero el frente)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n square(s) found)</source>
        <translation>
            <numerusform>(%n casilla encontrada)</numerusform>
            <numerusform>(%n casillas encontradas)</numerusform>
        </translation>
    </message>
    <message>
        <source>distance: squares</source>
        <translation>distancia: casillas</translation>
    </message>
    <message>
        <source>parent → squares first reached from it</source>
        <translation>padre → casillas alcanzadas por primera vez desde él</translation>
    </message>
</context>
<context>
    <name>CompareDialog</name>
    <message>
        <source>Compare two boards</source>
        <translation>Comparar dos tableros</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation>Tablero:</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Reglas:</translation>
    </message>
    <message>
        <source>Fewest throws:</source>
        <translation>Mínimo de tiradas:</translation>
    </message>
    <message>
        <source>Expected length (one player):</source>
        <translation>Duración esperada (un jugador):</translation>
    </message>
    <message>
        <source>Shortest game:</source>
        <translation>Partida más corta:</translation>
    </message>
    <message>
        <source>Half the games end within:</source>
        <translation>La mitad acaba en:</translation>
    </message>
    <message>
        <source>90% end within:</source>
        <translation>El 90 % acaba en:</translation>
    </message>
    <message>
        <source>Never finishes:</source>
        <translation>Partidas sin final:</translation>
    </message>
    <message>
        <source>Expected rounds:</source>
        <translation>Rondas esperadas:</translation>
    </message>
    <message>
        <source>Finished within (turns):</source>
        <translation>Terminada en (turnos):</translation>
    </message>
    <message>
        <source>Chance of winning by seat, players:</source>
        <translation>Probabilidad de ganar por puesto, jugadores:</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Analizando…</translation>
    </message>
    <message>
        <source>Not worked out: {why}</source>
        <translation>No calculado: {why}</translation>
    </message>
    <message>
        <source>the goal cannot be reached</source>
        <translation>no se puede llegar a la meta</translation>
    </message>
    <message>
        <source>{turns} turns</source>
        <translation>{turns} turnos</translation>
    </message>
    <message>
        <source>Compare with a board</source>
        <translation>Comparar con un tablero</translation>
    </message>
    <message>
        <source>{name} could not be opened:
{why}</source>
        <translation>No se ha podido abrir {name}:
{why}</translation>
    </message>
    <message>
        <source>This board</source>
        <translation>Este tablero</translation>
    </message>
    <message>
        <source>Before the tune</source>
        <translation>Antes de afinar</translation>
    </message>
    <message>
        <source>After the tune</source>
        <translation>Después de afinar</translation>
    </message>
</context>
<context>
    <name>Delimited</name>
    <message>
        <source>row {row}, column {col}: {cell} is not a whole number</source>
        <translation>fila {row}, columna {col}: {cell} no es un número entero</translation>
    </message>
    <message>
        <source>row {row}, column {col}: a number of {count} digits; no square has one</source>
        <translation>fila {row}, columna {col}: un número de {count} cifras; ninguna casilla tiene uno así</translation>
    </message>
    <message>
        <source>there are no numbers to read</source>
        <translation>no hay números que leer</translation>
    </message>
</context>
<context>
    <name>DepthFirst</name>
    <message>
        <source>Depth-first starts on square {square}: it will try faces 1 to 6 in order.</source>
        <translation>La búsqueda en profundidad empieza en la casilla {square}: probará las caras del 1 al 6 en orden.</translation>
    </message>
    <message numerus="yes">
        <source>Depth-first reaches the goal, square {square}, along a route of %n throw(s), and stops: it never learns a shorter route exists.</source>
        <translation>
            <numerusform>La búsqueda en profundidad llega a la meta, la casilla {square}, por una ruta de %n tirada, y se detiene: nunca sabrá si existe una ruta más corta.</numerusform>
            <numerusform>La búsqueda en profundidad llega a la meta, la casilla {square}, por una ruta de %n tiradas, y se detiene: nunca sabrá si existe una ruta más corta.</numerusform>
        </translation>
    </message>
    <message>
        <source>Depth-first starts on square {square} (route of 0 throws).</source>
        <translation>La búsqueda en profundidad empieza en la casilla {square} (ruta de 0 tiradas).</translation>
    </message>
    <message numerus="yes">
        <source>Depth-first enters square {square} (route of %n throw(s) so far).</source>
        <translation>
            <numerusform>La búsqueda en profundidad entra en la casilla {square} (ruta de %n tirada hasta ahora).</numerusform>
            <numerusform>La búsqueda en profundidad entra en la casilla {square} (ruta de %n tiradas hasta ahora).</numerusform>
        </translation>
    </message>
    <message>
        <source>Dead end at square {square}, the start: no route reaches the goal.</source>
        <translation>Callejón sin salida en la casilla {square}, donde empezó: ninguna ruta llega a la meta.</translation>
    </message>
    <message>
        <source>Dead end at square {square}: no throw from it reaches a new square: back to {to}.</source>
        <translation>Callejón sin salida en la casilla {square}: ninguna tirada desde ella llega a una casilla nueva: se vuelve a {to}.</translation>
    </message>
    <message>
        <source>From square {square} throw {face}: only a 6 brings the token on the board. Not allowed.</source>
        <translation>Desde la casilla {square}, tirada de {face}: solo un 6 pone la ficha en el tablero. No se permite.</translation>
    </message>
    <message>
        <source>From square {square} throw {face}: past the goal. Not allowed.</source>
        <translation>Desde la casilla {square}, tirada de {face}: se pasa de la meta. No se permite.</translation>
    </message>
    <message>
        <source>lands on {square}, {jump}</source>
        <translation>cae en {square}, {jump}</translation>
    </message>
    <message>
        <source>lands on {square}</source>
        <translation>cae en {square}</translation>
    </message>
    <message>
        <source>From square {square} throw {face}: {where}. A new square: go there.</source>
        <translation>Desde la casilla {square}, tirada de {face}: {where}. Casilla nueva: se va allí.</translation>
    </message>
    <message>
        <source>From square {square} throw {face}: {where}. Already visited: skip it.</source>
        <translation>Desde la casilla {square}, tirada de {face}: {where}. Ya visitada: se salta.</translation>
    </message>
    <message>
        <source>Neither search finds a route: no sequence of throws reaches the goal. Depth-first tried every square it could reach and backed all the way to the start; breadth-first ran out of squares to visit.</source>
        <translation>Ninguna de las dos búsquedas encuentra una ruta: ninguna secuencia de tiradas llega a la meta. La búsqueda en profundidad probó todas las casillas a su alcance y retrocedió hasta el principio; la búsqueda en anchura se quedó sin casillas que visitar.</translation>
    </message>
    <message>
        <source>Depth-first follows one route as deep as it goes before trying another; breadth-first tries every route one throw longer at a time, so the first time it reaches the goal is the shortest.</source>
        <translation>La búsqueda en profundidad sigue una ruta hasta el fondo antes de probar otra; la búsqueda en anchura prueba todas las rutas, alargándolas una tirada cada vez, así que la primera vez que llega a la meta lo hace por la ruta más corta.</translation>
    </message>
    <message numerus="yes">
        <source>This time depth-first's first route happens to be as short as breadth-first's: %n throw(s). That was luck. {why}</source>
        <translation>
            <numerusform>Esta vez, la primera ruta de la búsqueda en profundidad resulta tan corta como la más corta de la búsqueda en anchura: %n tirada. Ha sido suerte. {why}</numerusform>
            <numerusform>Esta vez, la primera ruta de la búsqueda en profundidad resulta tan corta como la más corta de la búsqueda en anchura: %n tiradas. Ha sido suerte. {why}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Depth-first found a route of %n throw(s) first; breadth-first's shortest takes {bfs}. {why}</source>
        <translation>
            <numerusform>La búsqueda en profundidad encontró primero una ruta de %n tirada; la más corta de la búsqueda en anchura tiene {bfs}. {why}</numerusform>
            <numerusform>La búsqueda en profundidad encontró primero una ruta de %n tiradas; la más corta de la búsqueda en anchura tiene {bfs}. {why}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DicePanel</name>
    <message>
        <source>Roll  (Space)</source>
        <translation>Tirar  (Espacio)</translation>
    </message>
    <message>
        <source>Throw the app's die</source>
        <translation>Tirar el dado de la aplicación</translation>
    </message>
    <message>
        <source>A real die thrown on the table:</source>
        <translation>Un dado de verdad tirado en la mesa:</translation>
    </message>
    <message>
        <source>A die thrown on the table: press its face (or keys 1 to 6)</source>
        <translation>¿Has tirado un dado de verdad? Pulsa el número que ha salido (o las teclas del 1 al 6)</translation>
    </message>
    <message>
        <source>Enter a {face} thrown on the table (key {face})</source>
        <translation>Anotar un {face} sacado en la mesa (tecla {face})</translation>
    </message>
    <message>
        <source>Die showing {face}</source>
        <translation>Dado que marca {face}</translation>
    </message>
</context>
<context>
    <name>Display</name>
    <message>
        <source>Pictures need no display: snl-desktop --screenshot OUT.png [FILE], or snl-desktop render FILE -o OUT.png.</source>
        <translation>Las imágenes no necesitan pantalla: snl-desktop --screenshot OUT.png [FILE] o snl-desktop render FILE -o OUT.png.</translation>
    </message>
    <message>
        <source>snl-desktop: cannot open a window: these libraries Qt needs are missing: {libraries}.
Install them (Debian/Ubuntu): {install}</source>
        <translation>snl-desktop: no se puede abrir una ventana: faltan estas bibliotecas que Qt necesita: {libraries}.
Instálalas (Debian/Ubuntu): {install}</translation>
    </message>
    <message>
        <source>snl-desktop: cannot draw: these libraries Qt needs are missing: {libraries}.
Install them (Debian/Ubuntu): {install}</source>
        <translation>snl-desktop: no se puede dibujar: faltan estas bibliotecas que Qt necesita: {libraries}.
Instálalas (Debian/Ubuntu): {install}</translation>
    </message>
    <message>
        <source>snl-desktop: cannot run: these libraries Qt needs are missing: {libraries}.
Install them (Debian/Ubuntu): {install}</source>
        <translation>snl-desktop: no se puede ejecutar: faltan estas bibliotecas que Qt necesita: {libraries}.
Instálalas (Debian/Ubuntu): {install}</translation>
    </message>
    <message>
        <source>the Wayland display {display} cannot be found: XDG_RUNTIME_DIR is not set</source>
        <translation>no se encuentra la pantalla Wayland {display}: XDG_RUNTIME_DIR no está definida</translation>
    </message>
    <message>
        <source>the Wayland display {display} does not answer (is the compositor running?)</source>
        <translation>la pantalla Wayland {display} no responde (¿se está ejecutando el compositor?)</translation>
    </message>
    <message>
        <source>there is no display (DISPLAY is not set)</source>
        <translation>no hay pantalla (DISPLAY no está definida)</translation>
    </message>
    <message>
        <source>Qt's X11 platform cannot be loaded ({reason})</source>
        <translation>no se puede cargar la plataforma X11 de Qt ({reason})</translation>
    </message>
    <message>
        <source>the display {display} does not answer (is the X server running, and may this user use it?)</source>
        <translation>la pantalla {display} no responde (¿se está ejecutando el servidor X y puede usarlo este usuario?)</translation>
    </message>
    <message>
        <source>Qt has no platform {name} (QT_QPA_PLATFORM); it has {names}</source>
        <translation>Qt no tiene la plataforma {name} (QT_QPA_PLATFORM); tiene {names}</translation>
    </message>
    <message>
        <source>{first}; {then}</source>
        <translation>{first}; {then}</translation>
    </message>
    <message>
        <source>snl-desktop: cannot open a window: {reasons}.
{hint}</source>
        <translation>snl-desktop: no se puede abrir una ventana: {reasons}.
{hint}</translation>
    </message>
    <message>
        <source>snl-desktop: cannot open a window: Qt's platform {platform} cannot start ({why}).
{hint}</source>
        <translation>snl-desktop: no se puede abrir una ventana: la plataforma {platform} de Qt no puede iniciarse ({why}).
{hint}</translation>
    </message>
    <message>
        <source>snl-desktop: cannot open a window: Qt's platform {platform} cannot start.
{hint}</source>
        <translation>snl-desktop: no se puede abrir una ventana: la plataforma {platform} de Qt no puede iniciarse.
{hint}</translation>
    </message>
</context>
<context>
    <name>DockTitle</name>
    <message>
        <source>Float {panel} or put it back</source>
        <translation>Desacoplar {panel} o volver a acoplarlo</translation>
    </message>
    <message>
        <source>Close {panel}</source>
        <translation>Cerrar {panel}</translation>
    </message>
</context>
<context>
    <name>EditController</name>
    <message>
        <source>Add ladder {start} → {end}</source>
        <translation>Añadir escalera {start} → {end}</translation>
    </message>
    <message>
        <source>Placed a ladder from {start} to {end}</source>
        <translation>Escalera colocada: de {start} a {end}</translation>
    </message>
    <message>
        <source>Add snake {start} → {end}</source>
        <translation>Añadir serpiente {start} → {end}</translation>
    </message>
    <message>
        <source>Placed a snake from {start} to {end}</source>
        <translation>Serpiente colocada: de {start} a {end}</translation>
    </message>
    <message>
        <source>Move ladder to {start} → {end}</source>
        <translation>Mover escalera a {start} → {end}</translation>
    </message>
    <message>
        <source>Moved the ladder: now {start} → {end}</source>
        <translation>Escalera movida: ahora {start} → {end}</translation>
    </message>
    <message>
        <source>Move snake to {start} → {end}</source>
        <translation>Mover serpiente a {start} → {end}</translation>
    </message>
    <message>
        <source>Moved the snake: now {start} → {end}</source>
        <translation>Serpiente movida: ahora {start} → {end}</translation>
    </message>
    <message>
        <source>Remove ladder {start} → {end}</source>
        <translation>Quitar escalera {start} → {end}</translation>
    </message>
    <message>
        <source>Removed the ladder {start} → {end}</source>
        <translation>Escalera quitada: {start} → {end}</translation>
    </message>
    <message>
        <source>Remove snake {start} → {end}</source>
        <translation>Quitar serpiente {start} → {end}</translation>
    </message>
    <message>
        <source>Removed the snake {start} → {end}</source>
        <translation>Serpiente quitada: {start} → {end}</translation>
    </message>
    <message>
        <source>Remove jump {start} → {end}</source>
        <translation>Quitar salto {start} → {end}</translation>
    </message>
    <message>
        <source>Removed the jump {start} → {end}</source>
        <translation>Salto quitado: {start} → {end}</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n jump(s)</source>
        <translation>
            <numerusform>Eliminar %n salto</numerusform>
            <numerusform>Eliminar %n saltos</numerusform>
        </translation>
    </message>
    <message>
        <source>A {rows}×{cols} board has no room for {what} ({listed}). Remove it and resize?</source>
        <translation>Un tablero de {rows}×{cols} no tiene sitio para {what} ({listed}). ¿Quitar lo que no cabe y cambiar el tamaño?</translation>
    </message>
    <message>
        <source>A {rows}×{cols} board has no room for {what} ({listed}). Remove them and resize?</source>
        <translation>Un tablero de {rows}×{cols} no tiene sitio para {what} ({listed}). ¿Quitar lo que no cabe y cambiar el tamaño?</translation>
    </message>
    <message>
        <source>Resize board</source>
        <translation>Cambiar el tamaño del tablero</translation>
    </message>
    <message>
        <source>Resize to {rows}×{cols}</source>
        <translation>Cambiar tamaño a {rows}×{cols}</translation>
    </message>
    <message numerus="yes">
        <source>%n jump(s) going nowhere</source>
        <translation>
            <numerusform>%n salto que no lleva a ninguna parte</numerusform>
            <numerusform>%n saltos que no llevan a ninguna parte</numerusform>
        </translation>
    </message>
    <message>
        <source>{first}, {second} and {third}</source>
        <translation>{first}, {second} y {third}</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} y {second}</translation>
    </message>
    <message>
        <source>Generating a board…</source>
        <translation>Generando un tablero…</translation>
    </message>
    <message>
        <source>No board was made: {why}.</source>
        <translation>No se ha creado ningún tablero: {why}.</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %n board(s): nothing was changed.</source>
        <translation>
            <numerusform>Cancelado tras %n tablero: no ha cambiado nada.</numerusform>
            <numerusform>Cancelado tras %n tableros: no ha cambiado nada.</numerusform>
        </translation>
    </message>
    <message>
        <source>Generate a board</source>
        <translation>Generar un tablero</translation>
    </message>
    <message numerus="yes">
        <source>After %n board(s), none met every target:</source>
        <translation>
            <numerusform>Tras %n tablero, ninguno cumplió todos los objetivos:</numerusform>
            <numerusform>Tras %n tableros, ninguno cumplió todos los objetivos:</numerusform>
        </translation>
    </message>
    <message>
        <source>Use the closest board found?</source>
        <translation>¿Usar el tablero que más se acerca?</translation>
    </message>
    <message>
        <source>No board met every target: {misses}. Change them or the seed.</source>
        <translation>Ningún tablero cumplió todos los objetivos: {misses}. Cámbialos o cambia la semilla.</translation>
    </message>
    <message>
        <source>Generated {rows}×{cols}, seed {seed}</source>
        <translation>Generado: {rows}×{cols}, semilla {seed}</translation>
    </message>
    <message>
        <source>Generate board</source>
        <translation>Generar tablero</translation>
    </message>
    <message>
        <source>Generated a {rows}×{cols} board: fewest throws {throws}</source>
        <translation>Tablero de {rows}×{cols} generado: mínimo de tiradas {throws}</translation>
    </message>
    <message>
        <source>; a game lasts {turns} turns on average</source>
        <translation>; una partida dura {turns} turnos de media</translation>
    </message>
    <message>
        <source> (a long game: set an expected length to keep it shorter)</source>
        <translation> (partida larga: fija una duración esperada para acortarla)</translation>
    </message>
    <message numerus="yes">
        <source>Tune takes boards of up to %n squares (50×50)</source>
        <translation>
            <numerusform>Afinar admite tableros de hasta %n casilla (50×50)</numerusform>
            <numerusform>Afinar admite tableros de hasta %n casillas (50×50)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tune layout: %n snake(s) or ladder(s) moved</source>
        <translation>
            <numerusform>Afinar disposición: %n serpiente o escalera movida</numerusform>
            <numerusform>Afinar disposición: %n serpientes o escaleras movidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tuned the layout: %n snake(s) or ladder(s) moved</source>
        <translation>
            <numerusform>Disposición afinada: %n serpiente o escalera movida</numerusform>
            <numerusform>Disposición afinada: %n serpientes o escaleras movidas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EndPanel</name>
    <message>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>&amp;Rematch</source>
        <translation>&amp;Revancha</translation>
    </message>
    <message>
        <source>The same players again on this board</source>
        <translation>Los mismos jugadores otra vez en este tablero</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>Sa&amp;ve Game…</source>
        <translation>&amp;Guardar partida…</translation>
    </message>
    <message>
        <source>&amp;Close Game</source>
        <translation>&amp;Cerrar partida</translation>
    </message>
    <message>
        <source>Put the game away: the board stays open</source>
        <translation>Recoger la partida: el tablero sigue abierto</translation>
    </message>
</context>
<context>
    <name>ErrorReporter</name>
    <message>
        <source>Something went wrong</source>
        <translation>Algo ha salido mal</translation>
    </message>
    <message>
        <source>{app} ran into an error it did not expect. Your board is safe in the autosave.</source>
        <translation>{app} ha encontrado un error inesperado. Tu tablero está a salvo en el autoguardado.</translation>
    </message>
    <message>
        <source>{error}. The details are in {file}. You can go on working; saving your board now is wise.</source>
        <translation>{error}. Los detalles están en {file}. Puedes seguir trabajando, pero conviene que guardes ya tu tablero.</translation>
    </message>
    <message>
        <source>{error}. You can go on working; saving your board now is wise.</source>
        <translation>{error}. Puedes seguir trabajando, pero conviene que guardes ya tu tablero.</translation>
    </message>
    <message>
        <source>Copy Details</source>
        <translation>Copiar detalles</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>Sheet {number} of {count}: row {row} of {rows}, column {column} of {columns}</source>
        <translation>Hoja {number} de {count}: fila {row} de {rows}, columna {column} de {columns}</translation>
    </message>
    <message>
        <source>cannot export a file with no extension: use .png, .svg or .pdf</source>
        <translation>no se puede exportar un archivo sin extensión: usa .png, .svg o .pdf</translation>
    </message>
    <message>
        <source>cannot export to .{kind}: use .png, .svg or .pdf</source>
        <translation>no se puede exportar a .{kind}: usa .png, .svg o .pdf</translation>
    </message>
    <message>
        <source>the resolution is 150, 300 or 600 dpi, not {dpi}</source>
        <translation>la resolución es de 150, 300 o 600 dpi, no {dpi}</translation>
    </message>
    <message>
        <source>a PNG is {low} to {high} pixels on its longer side, not {size}</source>
        <translation>un PNG mide de {low} a {high} píxeles en su lado mayor, no {size}</translation>
    </message>
    <message>
        <source>PDF/X is a kind of PDF: export it as .pdf</source>
        <translation>PDF/X es un tipo de PDF: expórtelo como .pdf</translation>
    </message>
    <message>
        <source>texts as outlines are for SVG (a PDF carries its font already)</source>
        <translation>los textos como contornos son para SVG (un PDF ya lleva su tipo de letra)</translation>
    </message>
    <message>
        <source>a poster of several sheets is made as a PDF (a page a sheet): export it as .pdf</source>
        <translation>un póster de varias hojas se hace como PDF (una página por hoja): expórtalo como .pdf</translation>
    </message>
    <message>
        <source>{paper} at {dpi} dpi is {width}×{height} pixels ({millions} million); a PNG has at most {most} million: choose a lower resolution, or export it as PDF</source>
        <translation>{paper} a {dpi} dpi son {width}×{height} píxeles ({millions} millones); un PNG tiene como máximo {most} millones: elige una resolución menor o expórtalo como PDF</translation>
    </message>
    <message>
        <source>a {rows}×{cols} board is too large for {format} (every square is a shape; at most {most} squares): export it as PNG instead</source>
        <translation>un tablero de {rows}×{cols} es demasiado grande para {format} (cada casilla es una forma; como máximo {most} casillas): expórtalo mejor como PNG</translation>
    </message>
    <message>
        <source>the picture could not be encoded as PNG</source>
        <translation>no se ha podido codificar la imagen como PNG</translation>
    </message>
    <message>
        <source>Snakes &amp; Ladders board</source>
        <translation>Tablero de serpientes y escaleras</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export as PNG</source>
        <translation>Exportar como PNG</translation>
    </message>
    <message>
        <source>Export as SVG</source>
        <translation>Exportar como SVG</translation>
    </message>
    <message>
        <source>Export as PDF</source>
        <translation>Exportar como PDF</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
</context>
<context>
    <name>FewestThrowsLabel</name>
    <message>
        <source>The fewest throws with one die a throw (LeetCode's problem); Learn → Play (F5) shows how breadth-first search finds it. A game under the board's own rules is in Analysis.</source>
        <translation>El mínimo de tiradas con un dado por tirada (el problema de LeetCode); Aprender → Reproducir (F5) muestra cómo lo encuentra la búsqueda en anchura. Una partida con las reglas propias del tablero está en Análisis.</translation>
    </message>
    <message>
        <source>Fewest throws: working it out…</source>
        <translation>Mínimo de tiradas: calculando…</translation>
    </message>
    <message>
        <source>Fewest throws: {throws}</source>
        <translation>Mínimo de tiradas: {throws}</translation>
    </message>
    <message>
        <source>One die a throw never reaches the goal</source>
        <translation>Con un dado por tirada nunca se llega a la meta</translation>
    </message>
</context>
<context>
    <name>Figures</name>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n turno</numerusform>
            <numerusform>%n turnos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>half of games end within %n turn(s)</source>
        <translation>
            <numerusform>la mitad de las partidas termina en %n turno o menos</numerusform>
            <numerusform>la mitad de las partidas termina en %n turnos o menos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>90% of games end within %n turn(s)</source>
        <translation>
            <numerusform>el 90 % de las partidas termina en %n turno o menos</numerusform>
            <numerusform>el 90 % de las partidas termina en %n turnos o menos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>half of games last more than %n turn(s)</source>
        <translation>
            <numerusform>la mitad de las partidas dura más de %n turno</numerusform>
            <numerusform>la mitad de las partidas dura más de %n turnos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>90% of games last more than %n turn(s)</source>
        <translation>
            <numerusform>el 90 % de las partidas dura más de %n turno</numerusform>
            <numerusform>el 90 % de las partidas dura más de %n turnos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>last more than %n turn(s)</source>
        <translation>
            <numerusform>duran más de %n turno</numerusform>
            <numerusform>duran más de %n turnos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{chance} of games finish within %n turn(s)</source>
        <translation>
            <numerusform>{chance} de las partidas termina en %n turno o menos</numerusform>
            <numerusform>{chance} de las partidas termina en %n turnos o menos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>at least {chance} of games finish within %n turn(s)</source>
        <translation>
            <numerusform>al menos {chance} de las partidas termina en %n turno o menos</numerusform>
            <numerusform>al menos {chance} de las partidas termina en %n turnos o menos</numerusform>
        </translation>
    </message>
    <message>
        <source>less than {least} ({chance})</source>
        <translation>menos del {least} ({chance})</translation>
    </message>
    <message>
        <source>more than {most}</source>
        <translation>más del {most}</translation>
    </message>
    <message numerus="yes">
        <source>a chance too small to write (below {least}) of finishing within %n turn(s)</source>
        <translation>
            <numerusform>una probabilidad demasiado pequeña para escribirla (menos de {least}) de terminar en %n turno o menos</numerusform>
            <numerusform>una probabilidad demasiado pequeña para escribirla (menos de {least}) de terminar en %n turnos o menos</numerusform>
        </translation>
    </message>
    <message>
        <source>more than {largest}</source>
        <translation>más de {largest}</translation>
    </message>
    <message>
        <source>A token can never reach the goal: every game goes on for ever.</source>
        <translation>Una ficha nunca puede llegar a la meta: todas las partidas duran para siempre.</translation>
    </message>
    <message>
        <source>between {low} and {high}</source>
        <translation>entre {low} y {high}</translation>
    </message>
    <message>
        <source>The goal can be missed for ever: {share} of games never end, so the expected length is infinite.</source>
        <translation>La meta puede no alcanzarse nunca: {share} de las partidas no termina nunca, así que la duración esperada es infinita.</translation>
    </message>
    <message>
        <source>One player: {turns} turns on average.</source>
        <translation>Un jugador: {turns} turnos de media.</translation>
    </message>
    <message>
        <source>One player: at least {turns} turns on average (games this long are followed for {followed} turns, when nearly all of them are still going).</source>
        <translation>Un jugador: al menos {turns} turnos de media (las partidas tan largas se siguen durante {followed} turnos, cuando casi todas siguen en juego).</translation>
    </message>
    <message>
        <source>One player: at least {turns} turns on average (games this long are followed for {followed} turns, when {share} are still going).</source>
        <translation>Un jugador: al menos {turns} turnos de media (las partidas tan largas se siguen durante {followed} turnos, cuando {share} de ellas siguen en juego).</translation>
    </message>
    <message>
        <source>One player: the expected length could not be worked out.</source>
        <translation>Un jugador: no se ha podido calcular la duración esperada.</translation>
    </message>
    <message>
        <source>half of games never end</source>
        <translation>la mitad de las partidas no termina nunca</translation>
    </message>
    <message>
        <source>90% of games never end</source>
        <translation>el 90 % de las partidas no termina nunca</translation>
    </message>
    <message>
        <source>never end</source>
        <translation>nunca terminan</translation>
    </message>
    <message>
        <source>no</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>{low} to {high}</source>
        <translation>de {low} a {high}</translation>
    </message>
    <message>
        <source>for ever</source>
        <translation>infinitas</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>se desconoce</translation>
    </message>
    <message>
        <source>{times} times</source>
        <translation>{times} veces</translation>
    </message>
</context>
<context>
    <name>FileController</name>
    <message>
        <source>New board</source>
        <translation>Tablero nuevo</translation>
    </message>
    <message>
        <source>Cannot open board</source>
        <translation>No se puede abrir el tablero</translation>
    </message>
    <message>
        <source>{name} could not be opened:
{why}</source>
        <translation>No se ha podido abrir {name}:
{why}</translation>
    </message>
    <message>
        <source>Opened {name}</source>
        <translation>Abierto: {name}</translation>
    </message>
    <message>
        <source>Imported {name}</source>
        <translation>Importado: {name}</translation>
    </message>
    <message>
        <source>Imported {name} (a bare matrix): save it as a .snl board</source>
        <translation>Importado: {name} (una matriz sola). Guárdalo como tablero .snl</translation>
    </message>
    <message>
        <source>Imported {name} (snake and ladder lists): save it as a .snl board</source>
        <translation>Importado: {name} (listas de serpientes y escaleras). Guárdalo como tablero .snl</translation>
    </message>
    <message>
        <source>Imported {name} (a linear move array): save it as a .snl board</source>
        <translation>Importado: {name} (un array move lineal). Guárdalo como tablero .snl</translation>
    </message>
    <message>
        <source>Imported {name}: save it as a .snl board</source>
        <translation>Importado: {name}. Guárdalo como tablero .snl</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>Revertir</translation>
    </message>
    <message>
        <source>Drop your unsaved changes and reload {name} from disk?</source>
        <translation>¿Descartar los cambios sin guardar y volver a cargar {name} desde el disco?</translation>
    </message>
    <message>
        <source>Cannot revert</source>
        <translation>No se puede revertir</translation>
    </message>
    <message>
        <source>{name} could not be read:
{why}</source>
        <translation>No se ha podido leer {name}:
{why}</translation>
    </message>
    <message>
        <source>Save board as</source>
        <translation>Guardar tablero como</translation>
    </message>
    <message>
        <source>Snakes &amp; Ladders boards (*.snl)</source>
        <translation>Tableros de serpientes y escaleras (*.snl)</translation>
    </message>
    <message>
        <source>Cannot reload</source>
        <translation>No se puede volver a cargar</translation>
    </message>
    <message>
        <source>Save restored work</source>
        <translation>Guardar el trabajo recuperado</translation>
    </message>
    <message>
        <source>Replace {name} with the work restored after the crash?</source>
        <translation>¿Sustituir {name} por el trabajo recuperado tras el cierre inesperado?</translation>
    </message>
    <message>
        <source>Cannot save board</source>
        <translation>No se puede guardar el tablero</translation>
    </message>
    <message>
        <source>{name} could not be saved: {why}.
Your board is still open and unchanged; the file on disk is as it was.</source>
        <translation>No se ha podido guardar {name}: {why}.
Tu tablero sigue abierto y sin cambios; el archivo del disco está como estaba.</translation>
    </message>
    <message>
        <source>Saved {name}</source>
        <translation>Guardado: {name}</translation>
    </message>
    <message>
        <source>{name} was deleted or moved by another program: Save writes it again</source>
        <translation>Otro programa ha borrado o movido {name}: Guardar lo vuelve a escribir</translation>
    </message>
    <message>
        <source>Print {name}</source>
        <translation>Imprimir {name}</translation>
    </message>
    <message>
        <source>Drawing {name}…</source>
        <translation>Dibujando {name}…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Cannot export board</source>
        <translation>No se puede exportar el tablero</translation>
    </message>
    <message>
        <source>{name} was not made: {why}.</source>
        <translation>No se ha creado {name}: {why}.</translation>
    </message>
    <message>
        <source>{name} could not be written: {why}. Any earlier file of that name is unchanged.</source>
        <translation>No se ha podido escribir {name}: {why}. Si ya había un archivo con ese nombre, no ha cambiado.</translation>
    </message>
    <message>
        <source>Exported {name}</source>
        <translation>Exportado: {name}</translation>
    </message>
    <message>
        <source>Export board as PNG</source>
        <translation>Exportar tablero como PNG</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Imagen PNG (*.png)</translation>
    </message>
    <message>
        <source>Export board as SVG</source>
        <translation>Exportar tablero como SVG</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>Dibujo SVG (*.svg)</translation>
    </message>
    <message>
        <source>Export board as PDF</source>
        <translation>Exportar tablero como PDF</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>Documento PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>a number with a decimal point</source>
        <translation>un número con decimales</translation>
    </message>
    <message>
        <source>board</source>
        <translation>un tablero</translation>
    </message>
    <message>
        <source>saved game</source>
        <translation>una partida guardada</translation>
    </message>
    <message>
        <source>board file</source>
        <translation>un archivo de tablero</translation>
    </message>
    <message>
        <source>the file is larger than {size} MB; a board file is much smaller</source>
        <translation>el archivo ocupa más de {size} MB; un archivo de tablero es mucho más pequeño</translation>
    </message>
    <message>
        <source>this is a folder, not a {what}</source>
        <translation>esto es una carpeta, no {what}</translation>
    </message>
    <message>
        <source>this is not a regular file (a pipe or a device?): save the {what} to a file first</source>
        <translation>esto no es un archivo normal (¿una tubería o un dispositivo?): se esperaba {what}; guárdalo primero en un archivo</translation>
    </message>
    <message>
        <source>the file is {size} MB; a {what} is at most {most} MB</source>
        <translation>el archivo ocupa {size} MB; {what} ocupa como máximo {most} MB</translation>
    </message>
    <message>
        <source>cannot read the file: {reason}</source>
        <translation>no se puede leer el archivo: {reason}</translation>
    </message>
    <message>
        <source>not a {what}: the file holds {count:,} lists and objects; a {what} needs at most {most:,}</source>
        <translation>no es {what}: el archivo contiene {count:,} listas y objetos; {what} necesita como máximo {most:,}</translation>
    </message>
    <message>
        <source>not a {what}: the file holds {count:,} texts; a {what} needs at most {most:,}</source>
        <translation>no es {what}: el archivo contiene {count:,} textos; {what} necesita como máximo {most:,}</translation>
    </message>
    <message>
        <source>not a text file: byte {byte} is not UTF-8 (is this a {what} file?)</source>
        <translation>no es un archivo de texto: el byte {byte} no es UTF-8 (¿seguro que es {what}?)</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>el archivo está vacío</translation>
    </message>
    <message>
        <source>{name} is not a number a {what} can hold</source>
        <translation>{name} no es un número que pueda contener {what}</translation>
    </message>
    <message>
        <source>the file is damaged or is not a {what} file: its text (JSON) breaks off or is garbled at line {line}, column {column} ({reason})</source>
        <translation>el archivo está dañado o no es {what}: su texto (JSON) se corta o está alterado en la línea {line}, columna {column} ({reason})</translation>
    </message>
    <message>
        <source>not a {what}: the JSON is nested far too deep</source>
        <translation>no es {what}: el JSON está anidado a demasiada profundidad</translation>
    </message>
    <message>
        <source>not a {what}: a number in it has {count} digits</source>
        <translation>no es {what}: uno de sus números tiene {count} cifras</translation>
    </message>
    <message>
        <source>not a {what}: {reason}</source>
        <translation>no es {what}: {reason}</translation>
    </message>
    <message>
        <source>this is a socket, not a file: nothing was written</source>
        <translation>esto es un socket, no un archivo: no se ha escrito nada</translation>
    </message>
    <message>
        <source>this is a disk device: it is not written over; choose a file</source>
        <translation>esto es un dispositivo de disco: no se sobrescribe; elige un archivo</translation>
    </message>
    <message>
        <source>nothing is reading from this pipe: start the program that reads it first</source>
        <translation>nadie está leyendo de esta tubería: inicia primero el programa que la lee</translation>
    </message>
</context>
<context>
    <name>FolderDialog</name>
    <message>
        <source>Check a Folder</source>
        <translation>Comprobar una carpeta</translation>
    </message>
    <message>
        <source>Every .py file of a folder (not its subfolders) is run over {count} boards, each in a separate process, {at_once} at once. Double-click a row, or press Enter on it, for that file's full report.</source>
        <translation>Cada archivo .py de una carpeta (sin sus subcarpetas) se ejecuta con {count} tableros, cada uno en un proceso aparte, {at_once} a la vez. Haz doble clic en una fila, o pulsa Enter sobre ella, para ver el informe completo de ese archivo.</translation>
    </message>
    <message>
        <source>Choose a &amp;Folder…</source>
        <translation>Elegir una &amp;carpeta…</translation>
    </message>
    <message>
        <source>Choose a folder of students' solutions.</source>
        <translation>Elige una carpeta con las soluciones de los alumnos.</translation>
    </message>
    <message>
        <source>Filter by file name or text</source>
        <translation>Filtrar por nombre de archivo o texto</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Filtro</translation>
    </message>
    <message>
        <source>Show only fai&amp;ling</source>
        <translation>Mostrar solo los que &amp;fallan</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>&amp;Exportar CSV…</translation>
    </message>
    <message>
        <source>The class's files</source>
        <translation>Los archivos de la clase</translation>
    </message>
    <message>
        <source>Choose a folder of solutions</source>
        <translation>Elige una carpeta de soluciones</translation>
    </message>
    <message>
        <source>This folder cannot be read: {reason}</source>
        <translation>No se puede leer esta carpeta: {reason}</translation>
    </message>
    <message>
        <source>There is no .py file in this folder.</source>
        <translation>No hay ningún archivo .py en esta carpeta.</translation>
    </message>
    <message>
        <source>This folder has {count} .py files; at most {most} are checked at once.</source>
        <translation>Esta carpeta tiene {count} archivos .py; como máximo se comprueban {most} a la vez.</translation>
    </message>
    <message>
        <source>Timing the reference (a plain breadth-first search)…</source>
        <translation>Midiendo la referencia (una búsqueda en anchura simple)…</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Comprobando…</translation>
    </message>
    <message>
        <source>{done} of {total} checked</source>
        <translation>Comprobados: {done} de {total}</translation>
    </message>
    <message>
        <source>The check stopped: {reason}</source>
        <translation>La comprobación se ha detenido: {reason}</translation>
    </message>
    <message>
        <source>Cancelled: {done} of {total} checked; the rows done are kept.</source>
        <translation>Cancelado: comprobados {done} de {total}; se conservan las filas ya hechas.</translation>
    </message>
    <message>
        <source>Done: {done} of {total} checked.</source>
        <translation>Listo: comprobados {done} de {total}.</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Cancelando…</translation>
    </message>
    <message>
        <source>CSV files ({pattern})</source>
        <translation>Archivos CSV ({pattern})</translation>
    </message>
    <message>
        <source>Export the class table</source>
        <translation>Exportar la tabla de la clase</translation>
    </message>
    <message>
        <source>{file} cannot be written: {reason}</source>
        <translation>No se puede escribir {file}: {reason}</translation>
    </message>
    <message>
        <source>Exported to {file}.</source>
        <translation>Exportado a {file}.</translation>
    </message>
</context>
<context>
    <name>FullScreen</name>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Pantalla completa</translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <source>{dice} — throw again</source>
        <translation>{dice} — ¡tira otra vez!</translation>
    </message>
    <message>
        <source>three sixes — turn lost</source>
        <translation>tres seises — turno perdido</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>It is not {name}'s turn.</source>
        <translation>No es el turno de {name}.</translation>
    </message>
    <message>
        <source>{name} rolled {what}</source>
        <translation>{name} sacó {what}</translation>
    </message>
    <message>
        <source>; then {what}</source>
        <translation>; luego {what}</translation>
    </message>
    <message>
        <source>{name} rolled three sixes: the turn is lost, {name} stays on {square}</source>
        <translation>{name} sacó tres seises: el turno se pierde y {name} se queda en la casilla {square}</translation>
    </message>
    <message>
        <source>{name} rolled {dice}: a 6 is needed to start, so {name} waits off the board</source>
        <translation>{name} sacó {dice}: hace falta un 6 para salir, así que {name} espera fuera del tablero</translation>
    </message>
    <message>
        <source>{name} rolled {dice}: that would go past the last square, so {name} stays on {square}</source>
        <translation>{name} sacó {dice}: se pasaría de la última casilla, así que {name} se queda en la casilla {square}</translation>
    </message>
    <message>
        <source>★ {name} wins! ★</source>
        <translation>★ ¡{name} gana! ★</translation>
    </message>
    <message>
        <source>{turn} and wins!</source>
        <translation>{turn}, ¡y gana!</translation>
    </message>
    <message>
        <source>{dice}: a 6 is needed to start, so {name} waits off the board</source>
        <translation>{dice}: hace falta un 6 para salir, así que {name} espera fuera del tablero</translation>
    </message>
    <message>
        <source>{dice}: three sixes, so {name} goes back to {square}</source>
        <translation>{dice}: tres seises, así que {name} vuelve a la casilla {square}</translation>
    </message>
    <message>
        <source>{dice}: that would go past the last square, so {name} stays on {square}</source>
        <translation>{dice}: se pasaría de la última casilla, así que {name} se queda en la casilla {square}</translation>
    </message>
    <message>
        <source>, bounced back from {top} to {square}</source>
        <translation>, rebotó en el {top} y volvió al {square}</translation>
    </message>
    <message>
        <source>, moved from {start} to {end}</source>
        <translation>, avanzó del {start} al {end}</translation>
    </message>
    <message>
        <source>, climbed from {start} to {end}</source>
        <translation>, subió del {start} al {end}</translation>
    </message>
    <message>
        <source>, slid down from {start} to {end}</source>
        <translation>, bajó del {start} al {end}</translation>
    </message>
    <message>
        <source>{name} threw three sixes and lost the turn</source>
        <translation>{name} sacó tres seises y perdió el turno</translation>
    </message>
    <message>
        <source>{name} threw {dice} — a 6 is needed to start</source>
        <translation>{name} sacó {dice} — hace falta un 6 para salir</translation>
    </message>
    <message>
        <source>{name} threw {what}</source>
        <translation>{name} sacó {what}</translation>
    </message>
    <message>
        <source>, then {what}</source>
        <translation>, luego {what}</translation>
    </message>
    <message>
        <source>{turn} — and won!</source>
        <translation>{turn}, ¡y ganó!</translation>
    </message>
    <message>
        <source>{dice} — a 6 is needed to start</source>
        <translation>{dice} — hace falta un 6 para salir</translation>
    </message>
    <message>
        <source>{dice}: three sixes, so back to {square}</source>
        <translation>{dice}: tres seises, así que vuelve a la casilla {square}</translation>
    </message>
    <message>
        <source>{dice}: too far, so {name} stays on {square}</source>
        <translation>{dice}: se pasa, así que {name} se queda en la casilla {square}</translation>
    </message>
    <message>
        <source>{dice} and climbed the ladder from {start} to {end}</source>
        <translation>{dice} y subió por la escalera del {start} al {end}</translation>
    </message>
    <message>
        <source>{dice} and slid down the snake from {start} to {end}</source>
        <translation>{dice} y bajó por la serpiente del {start} al {end}</translation>
    </message>
    <message>
        <source>{dice}, bounced back and stopped on {square}</source>
        <translation>{dice}, rebotó y se paró en la casilla {square}</translation>
    </message>
    <message>
        <source>{dice} and moved from {start} to {end}</source>
        <translation>{dice} y avanzó del {start} al {end}</translation>
    </message>
    <message>
        <source>{first}; {then}</source>
        <translation>{first}; {then}</translation>
    </message>
    <message>
        <source>{name} has won</source>
        <translation>{name} ha ganado</translation>
    </message>
    <message>
        <source>{name}'s turn</source>
        <translation>Turno de {name}</translation>
    </message>
    <message>
        <source>{name} is here</source>
        <translation>{name} está aquí</translation>
    </message>
    <message>
        <source>{names} and {last} are here</source>
        <translation>{names} y {last} están aquí</translation>
    </message>
    <message>
        <source>{name} needs a 6 to start</source>
        <translation>{name} necesita un 6 para salir</translation>
    </message>
    <message>
        <source>{name} on {square}</source>
        <translation>{name} en la casilla {square}</translation>
    </message>
    <message>
        <source>{name} off the board</source>
        <translation>{name} fuera del tablero</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>{name} has won!</source>
        <translation>¡{name} ha ganado!</translation>
    </message>
    <message>
        <source>{name} is moving…</source>
        <translation>{name} se mueve…</translation>
    </message>
    <message>
        <source>{name} is throwing…</source>
        <translation>{name} está tirando…</translation>
    </message>
    <message>
        <source>{name}'s turn (the computer throws)</source>
        <translation>Turno de {name} (tira la máquina)</translation>
    </message>
    <message>
        <source>{name}'s turn</source>
        <translation>Turno de {name}</translation>
    </message>
    <message>
        <source>Wait: {name}'s token is still moving.</source>
        <translation>Espera: la ficha de {name} todavía se está moviendo.</translation>
    </message>
    <message>
        <source>Wait: the die is still rolling.</source>
        <translation>Espera: el dado todavía está rodando.</translation>
    </message>
    <message>
        <source>{dice}: {name} throws again.</source>
        <translation>{dice}: {name} vuelve a tirar.</translation>
    </message>
    <message>
        <source>Game completed: {name} has won. Choose Rematch or New Game to play again.</source>
        <translation>Partida terminada: {name} ha ganado. Elige Revancha o Nueva partida para volver a jugar.</translation>
    </message>
    <message>
        <source>{wait} The die was not thrown.</source>
        <translation>{wait} No se ha tirado el dado.</translation>
    </message>
    <message>
        <source>{wait} That die was not used.</source>
        <translation>{wait} Ese dado no se ha usado.</translation>
    </message>
    <message>
        <source>It is {name}'s turn: the computer throws for {name}.</source>
        <translation>Es el turno de {name}: la máquina tira por {name}.</translation>
    </message>
    <message>
        <source>{wait} Nothing was taken back.</source>
        <translation>{wait} No se ha deshecho nada.</translation>
    </message>
    <message>
        <source>Take back the dice of this turn?</source>
        <translation>¿Deshacer las tiradas de este turno?</translation>
    </message>
    <message>
        <source>There is no turn to take back.</source>
        <translation>No hay ningún turno que deshacer.</translation>
    </message>
    <message>
        <source>Take back {name}'s last turn?</source>
        <translation>¿Deshacer el último turno de {name}?</translation>
    </message>
    <message numerus="yes">
        <source>Take back the last %n turn(s), by {players}?</source>
        <translation>
            <numerusform>¿Deshacer el último turno (de {players})?</numerusform>
            <numerusform>¿Deshacer los últimos %n turnos (de {players})?</numerusform>
        </translation>
    </message>
    <message>
        <source>Dice taken back: {name} throws again from the start of the turn.</source>
        <translation>Tiradas deshechas: {name} vuelve a tirar desde el principio del turno.</translation>
    </message>
    <message>
        <source>Took back {name}'s turn ({dice}).</source>
        <translation>Turno de {name} deshecho ({dice}).</translation>
    </message>
</context>
<context>
    <name>GameFile</name>
    <message>
        <source>player {number} is not a Seat but {type}</source>
        <translation>el jugador {number} no es un Seat, sino {type}</translation>
    </message>
    <message>
        <source>player {player}: 'computer' must be true or false, not {value}</source>
        <translation>jugador {player}: 'computer' debe ser true o false, no {value}</translation>
    </message>
    <message>
        <source>player {player}: 'wins' must be a whole number from 0 to {most}, not {value}</source>
        <translation>jugador {player}: 'wins' debe ser un número entero de 0 a {most}, no {value}</translation>
    </message>
    <message>
        <source>player {player}: colour {value} is not a colour like "#1f77b4" ('#' and six hexadecimal digits)</source>
        <translation>jugador {player}: el color {value} no es un color como "#1f77b4" ('#' y seis cifras hexadecimales)</translation>
    </message>
    <message>
        <source>player {player}: animal {value} is not one of {animals}</source>
        <translation>jugador {player}: el animal {value} no es ninguno de {animals}</translation>
    </message>
    <message>
        <source>a game has {least} to {most} players, not {count}</source>
        <translation>una partida tiene de {least} a {most} jugadores, no {count}</translation>
    </message>
    <message>
        <source>a saved game holds at most {most} turns, not {count}</source>
        <translation>una partida guardada contiene como máximo {most} turnos, no {count}</translation>
    </message>
    <message>
        <source>turn {number} is not a (player, dice) pair: {value}</source>
        <translation>el turno {number} no es un par (jugador, dados): {value}</translation>
    </message>
    <message>
        <source>turn {number}: the dice must be a list of numbers, not {value}</source>
        <translation>turno {number}: los dados deben ser una lista de números, no {value}</translation>
    </message>
    <message>
        <source>turn {number}: the player must be text, not {value}</source>
        <translation>turno {number}: el jugador debe ser texto, no {value}</translation>
    </message>
    <message>
        <source>{players} players but {tallies} tallies of wins</source>
        <translation>{players} jugadores, pero {tallies} recuentos de victorias</translation>
    </message>
    <message>
        <source>the players cannot play: {why}</source>
        <translation>los jugadores no pueden jugar: {why}</translation>
    </message>
    <message>
        <source>the seats ({seats}) are not the game's players ({players})</source>
        <translation>los puestos ({seats}) no son los jugadores de la partida ({players})</translation>
    </message>
    <message>
        <source>{players} players but {colours} colours</source>
        <translation>{players} jugadores, pero {colours} colores</translation>
    </message>
    <message>
        <source>turn {number} ({player}, dice {dice}) does not replay: {why}</source>
        <translation>el turno {number} ({player}, dados {dice}) no se puede reproducir: {why}</translation>
    </message>
    <message>
        <source>{player} is not one of the players</source>
        <translation>{player} no es uno de los jugadores</translation>
    </message>
    <message>
        <source>{winner} already won on turn {turn} ({result})</source>
        <translation>{winner} ya ganó en el turno {turn} ({result})</translation>
    </message>
    <message>
        <source>it was {expected}'s turn, not {player}'s</source>
        <translation>era el turno de {expected}, no de {player}</translation>
    </message>
    <message>
        <source>the game is over, yet dice {dice} wait to be played</source>
        <translation>la partida ha terminado, pero los dados {dice} esperan a jugarse</translation>
    </message>
    <message>
        <source>the unfinished turn's dice must be whole numbers from 1 to 6, not {dice}</source>
        <translation>los dados del turno sin terminar deben ser números enteros del 1 al 6, no {dice}</translation>
    </message>
    <message>
        <source>the unfinished turn's dice {dice} are a whole turn (only sixes that earn another throw can wait)</source>
        <translation>los dados {dice} del turno sin terminar forman un turno completo (solo pueden esperar los seises que dan otra tirada)</translation>
    </message>
    <message>
        <source>the game holds text no file can save ({reason})</source>
        <translation>la partida contiene texto que ningún archivo puede guardar ({reason})</translation>
    </message>
    <message>
        <source>the file is larger than {megabytes} MB</source>
        <translation>el archivo ocupa más de {megabytes} MB</translation>
    </message>
    <message>
        <source>not a saved game: expected a JSON object, found {found}</source>
        <translation>no es una partida guardada: se esperaba un objeto JSON, no {found}</translation>
    </message>
    <message>
        <source>the saved game has no {key}</source>
        <translation>la partida guardada no tiene {key}</translation>
    </message>
    <message>
        <source>the game's rules: {why}</source>
        <translation>las reglas de la partida: {why}</translation>
    </message>
    <message>
        <source>'pending' must be a list of at most two whole numbers, not {value}</source>
        <translation>'pending' debe ser una lista de como máximo dos números enteros, no {value}</translation>
    </message>
    <message>
        <source>true/false</source>
        <translation>true/false</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objeto</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>una lista</translation>
    </message>
    <message>
        <source>text</source>
        <translation>texto</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un número</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>this is a board file, not a saved game: open it as a board</source>
        <translation>esto es un archivo de tablero, no una partida guardada: ábrelo como tablero</translation>
    </message>
    <message>
        <source>not a saved game: the file has no 'format', expected {expected}</source>
        <translation>no es una partida guardada: el archivo no tiene 'format'; se esperaba {expected}</translation>
    </message>
    <message>
        <source>not a saved game: the file has format {found}, expected {expected}</source>
        <translation>no es una partida guardada: el archivo tiene el formato {found}; se esperaba {expected}</translation>
    </message>
    <message>
        <source>the saved game has no valid 'version' (found {found})</source>
        <translation>la partida guardada no tiene una 'version' válida (tiene {found})</translation>
    </message>
    <message>
        <source>the saved game is version {version}; this app reads version {ours}: please update Snakes &amp; Ladders Studio</source>
        <translation>la partida guardada es de la versión {version}; esta aplicación lee la versión {ours}: actualiza Snakes &amp; Ladders Studio</translation>
    </message>
    <message>
        <source>the game's 'board' must be an object with rows, cols and matrix, not {found}</source>
        <translation>el 'board' de la partida debe ser un objeto con rows, cols y matrix, no {found}</translation>
    </message>
    <message>
        <source>the game's 'name' must be text, not {value}</source>
        <translation>el 'name' de la partida debe ser texto, no {value}</translation>
    </message>
    <message>
        <source>the game's board: {why}</source>
        <translation>el tablero de la partida: {why}</translation>
    </message>
    <message>
        <source>'players' must be a list of {{"id", "colour"}} objects, not {found}</source>
        <translation>'players' debe ser una lista de objetos {{"id", "colour"}}, no {found}</translation>
    </message>
    <message>
        <source>player {number} must be an object with "id" and "colour", not {value}</source>
        <translation>el jugador {number} debe ser un objeto con "id" y "colour", no {value}</translation>
    </message>
    <message>
        <source>'turns' must be a list of {{"player", "dice"}} objects, not {found}</source>
        <translation>'turns' debe ser una lista de objetos {{"player", "dice"}}, no {found}</translation>
    </message>
    <message>
        <source>the saved game has {count} turns; at most {most} are read</source>
        <translation>la partida guardada tiene {count} turnos; se leen como máximo {most}</translation>
    </message>
    <message>
        <source>turn {number} must be an object with "player" and "dice", not {value}</source>
        <translation>el turno {number} debe ser un objeto con "player" y "dice", no {value}</translation>
    </message>
    <message>
        <source>turn {number} ({player}): the dice must be a list of whole numbers, not {value}</source>
        <translation>turno {number} ({player}): los dados deben ser una lista de números enteros, no {value}</translation>
    </message>
</context>
<context>
    <name>GameLockBar</name>
    <message>
        <source>Game in progress</source>
        <translation>Partida en curso</translation>
    </message>
    <message>
        <source>A game is being played on this board. End the game to change it.</source>
        <translation>Se está jugando una partida en este tablero. Termina la partida para cambiarlo.</translation>
    </message>
    <message>
        <source>Back to the Ga&amp;me</source>
        <translation>V&amp;olver a la partida</translation>
    </message>
    <message>
        <source>En&amp;d Game…</source>
        <translation>Ter&amp;minar partida…</translation>
    </message>
    <message>
        <source>The Play room, where the game goes on</source>
        <translation>La sala Jugar, donde sigue la partida</translation>
    </message>
    <message>
        <source>Put the game away (asks first); then the board can be changed</source>
        <translation>Recoger la partida (pregunta antes); después se puede cambiar el tablero</translation>
    </message>
</context>
<context>
    <name>GamePanel</name>
    <message>
        <source>Show the fewest throws from each square</source>
        <translation>Mostrar el mínimo de tiradas desde cada casilla</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Turnos</translation>
    </message>
    <message>
        <source>{name} threw {face}</source>
        <translation>{name} sacó un {face}</translation>
    </message>
    <message>
        <source>cannot reach the goal</source>
        <translation>no puede llegar a la meta</translation>
    </message>
</context>
<context>
    <name>GameRecorder</name>
    <message numerus="yes">
        <source>%Ln finished game(s) could not be written into the game history yet. They are kept in {file} and written the next time the app starts.</source>
        <translation>
            <numerusform>Una partida terminada aún no se ha podido registrar en el historial de partidas. Se guarda en {file} y se registrará la próxima vez que se abra la aplicación.</numerusform>
            <numerusform>%Ln partidas terminadas aún no se han podido registrar en el historial de partidas. Se guardan en {file} y se registrarán la próxima vez que se abra la aplicación.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln finished game(s) could not be written into the game history, nor kept for later.</source>
        <translation>
            <numerusform>Una partida terminada no se ha podido registrar en el historial de partidas ni guardar para más tarde.</numerusform>
            <numerusform>%Ln partidas terminadas no se han podido registrar en el historial de partidas ni guardar para más tarde.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game history: {what}</source>
        <translation>Historial de partidas: {what}</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>Snakes &amp; Ladders games (*.snlgame);;All files (*)</source>
        <translation>Partidas de serpientes y escaleras (*.snlgame);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>{board} game</source>
        <translation>Partida en {board}</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Guardar partida</translation>
    </message>
    <message>
        <source>Cannot save game</source>
        <translation>No se puede guardar la partida</translation>
    </message>
    <message>
        <source>{file} could not be saved: {why}. The game goes on.</source>
        <translation>No se ha podido guardar {file}: {why}. La partida continúa.</translation>
    </message>
    <message>
        <source>Game saved to {file}</source>
        <translation>Partida guardada en {file}</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Abrir partida</translation>
    </message>
    <message>
        <source>Cannot open game</source>
        <translation>No se puede abrir la partida</translation>
    </message>
    <message>
        <source>{file} cannot be resumed: {why}</source>
        <translation>No se puede reanudar {file}: {why}</translation>
    </message>
    <message>
        <source>Open this game? The game in progress will end.</source>
        <translation>¿Abrir esta partida? La partida en curso terminará.</translation>
    </message>
    <message>
        <source>Resumed {file}: {name} has already won</source>
        <translation>Partida reanudada ({file}): {name} ya ha ganado</translation>
    </message>
    <message>
        <source>Resumed {file}: {name}'s turn</source>
        <translation>Partida reanudada ({file}): turno de {name}</translation>
    </message>
    <message>
        <source>The game could not be autosaved: {why}. Game → Save Game keeps it.</source>
        <translation>No se ha podido autoguardar la partida: {why}. Partida → Guardar partida la conserva.</translation>
    </message>
    <message>
        <source>Cannot resume the unfinished game</source>
        <translation>No se puede reanudar la partida sin terminar</translation>
    </message>
    <message>
        <source>The game cannot be resumed: {why}</source>
        <translation>No se puede reanudar la partida: {why}</translation>
    </message>
    <message>
        <source>Resume this game? The game in progress will end.</source>
        <translation>¿Reanudar esta partida? La partida en curso terminará.</translation>
    </message>
    <message>
        <source>an untitled board</source>
        <translation>un tablero sin título</translation>
    </message>
    <message>
        <source>Resumed the game on {board}: {name}'s turn</source>
        <translation>Partida reanudada en {board}: turno de {name}</translation>
    </message>
    <message>
        <source>Resumed the game on {board}: {name} has already won</source>
        <translation>Partida reanudada en {board}: {name} ya ha ganado</translation>
    </message>
    <message>
        <source>The game saved when the app last closed cannot be resumed: {why}</source>
        <translation>No se puede reanudar la partida guardada al cerrar la aplicación la última vez: {why}</translation>
    </message>
    <message>
        <source>Resume game</source>
        <translation>Reanudar partida</translation>
    </message>
    <message numerus="yes">
        <source>A game of {names} on {board} was not finished (%n turn(s) played), saved {when}. Resume it?</source>
        <translation>
            <numerusform>Una partida de {names} en {board} quedó sin terminar (%n turno jugado; guardada: {when}). ¿Quieres reanudarla?</numerusform>
            <numerusform>Una partida de {names} en {board} quedó sin terminar (%n turnos jugados; guardada: {when}). ¿Quieres reanudarla?</numerusform>
        </translation>
    </message>
    <message>
        <source>Not Now keeps it: File → Unfinished Games resumes it later. Discard deletes it.</source>
        <translation>«Ahora no» la conserva: Archivo → Partidas sin terminar permite reanudarla más tarde. «Descartar» la borra.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
</context>
<context>
    <name>Generator</name>
    <message>
        <source>boards of up to {most} squares can be generated</source>
        <translation>se pueden generar tableros de hasta {most} casillas</translation>
    </message>
    <message>
        <source>the numbers of snakes and ladders cannot be negative</source>
        <translation>el número de serpientes y escaleras no puede ser negativo</translation>
    </message>
    <message>
        <source>{jumps} snakes and ladders need {squares} squares; this board has {free} free</source>
        <translation>{jumps} serpientes y escaleras necesitan {squares} casillas; este tablero tiene {free} libres</translation>
    </message>
    <message>
        <source>the fewest throws range is empty ({low} &gt; {high})</source>
        <translation>el intervalo del mínimo de tiradas está vacío ({low} &gt; {high})</translation>
    </message>
    <message>
        <source>the expected length range is empty ({low} &gt; {high})</source>
        <translation>el intervalo de la duración esperada está vacío ({low} &gt; {high})</translation>
    </message>
    <message>
        <source>could not place every snake and ladder without sharing squares: ask for fewer</source>
        <translation>no se han podido colocar todas las serpientes y escaleras sin compartir casillas: pide menos</translation>
    </message>
    <message>
        <source>fewest throws between {low} and {high}: the goal cannot be reached</source>
        <translation>mínimo de tiradas entre {low} y {high}: no se puede llegar a la meta</translation>
    </message>
    <message>
        <source>fewest throws between {low} and {high} (best found: {found})</source>
        <translation>mínimo de tiradas entre {low} y {high} (el mejor encontrado: {found})</translation>
    </message>
    <message>
        <source>expected length between {low} and {high}: games can go on for ever</source>
        <translation>duración esperada entre {low} y {high}: las partidas pueden no terminar nunca</translation>
    </message>
    <message>
        <source>expected length between {low} and {high} turns (best found: {found})</source>
        <translation>duración esperada entre {low} y {high} turnos (la mejor encontrada: {found})</translation>
    </message>
</context>
<context>
    <name>GeneratorDialog</name>
    <message>
        <source>Generate a board</source>
        <translation>Generar un tablero</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>Cuadrado</translation>
    </message>
    <message>
        <source>Keep as many columns as rows</source>
        <translation>Mantener tantas columnas como filas</translation>
    </message>
    <message>
        <source>Fewest throws between</source>
        <translation>Mínimo de tiradas entre</translation>
    </message>
    <message>
        <source>Expected length between</source>
        <translation>Duración esperada entre</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Filas</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Columnas</translation>
    </message>
    <message>
        <source>Fewest throws: at least</source>
        <translation>Mínimo de tiradas: al menos</translation>
    </message>
    <message>
        <source>Fewest throws: at most</source>
        <translation>Mínimo de tiradas: como máximo</translation>
    </message>
    <message>
        <source>Expected length: at least, in turns</source>
        <translation>Duración esperada: al menos, en turnos</translation>
    </message>
    <message>
        <source>Expected length: at most, in turns</source>
        <translation>Duración esperada: como máximo, en turnos</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Tamaño:</translation>
    </message>
    <message>
        <source>Snakes:</source>
        <translation>Serpientes:</translation>
    </message>
    <message>
        <source>Ladders:</source>
        <translation>Escaleras:</translation>
    </message>
    <message>
        <source>and</source>
        <translation>y</translation>
    </message>
    <message>
        <source>throws</source>
        <translation>tiradas</translation>
    </message>
    <message>
        <source>turns</source>
        <translation>turnos</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Semilla:</translation>
    </message>
    <message numerus="yes">
        <source>Boards of up to %n squares; no square holds two snakes or ladders, so there are no chains.</source>
        <translation>
            <numerusform>Tableros de hasta %n casilla; ninguna casilla tiene dos serpientes o escaleras, así que no hay cadenas.</numerusform>
            <numerusform>Tableros de hasta %n casillas; ninguna casilla tiene dos serpientes o escaleras, así que no hay cadenas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>Generar</translation>
    </message>
</context>
<context>
    <name>Graph</name>
    <message>
        <source>throws from the start →</source>
        <translation>tiradas desde la salida →</translation>
    </message>
    <message>
        <source>goal: {throws}</source>
        <translation>meta: {throws}</translation>
    </message>
    <message>
        <source>never reached</source>
        <translation>sin alcanzar</translation>
    </message>
    <message>
        <source>never reached (the goal too)</source>
        <translation>sin alcanzar (la meta tampoco)</translation>
    </message>
</context>
<context>
    <name>GraphPanel</name>
    <message>
        <source>The search graph</source>
        <translation>El grafo de la búsqueda</translation>
    </message>
    <message>
        <source>Each square a token can rest on, in columns by its distance from the start</source>
        <translation>Cada casilla donde puede quedarse una ficha, en columnas según su distancia a la salida</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Ajustar</translation>
    </message>
    <message>
        <source>Show the whole graph (Ctrl+wheel zooms)</source>
        <translation>Mostrar todo el grafo (Ctrl+wheel hace zoom)</translation>
    </message>
    <message>
        <source>Copy adjacency list</source>
        <translation>Copiar lista de adyacencia</translation>
    </message>
    <message>
        <source>Each resting square and where throws 1–6 take it, as text</source>
        <translation>Cada casilla donde puede quedarse la ficha y adónde la llevan las tiradas 1–6, en texto</translation>
    </message>
    <message>
        <source>Adjacency list</source>
        <translation>Lista de adyacencia</translation>
    </message>
    <message>
        <source>Hover a square to see where its six throws come to rest; click it to select it.</source>
        <translation>Pon el puntero sobre una casilla para ver dónde terminan sus seis tiradas; haz clic para seleccionarla.</translation>
    </message>
    <message numerus="yes">
        <source>Too many squares to draw as a graph (%Ln square(s); up to {most}): the adjacency list is below.</source>
        <translation>
            <numerusform>Demasiadas casillas para dibujarlas como grafo (%Ln casilla; hasta {most}): la lista de adyacencia está abajo.</numerusform>
            <numerusform>Demasiadas casillas para dibujarlas como grafo (%Ln casillas; hasta {most}): la lista de adyacencia está abajo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Too many squares to draw as a graph (%Ln square(s); up to {most}): too many to list here as well.</source>
        <translation>
            <numerusform>Demasiadas casillas para dibujarlas como grafo (%Ln casilla; hasta {most}): también son demasiadas para listarlas aquí.</numerusform>
            <numerusform>Demasiadas casillas para dibujarlas como grafo (%Ln casillas; hasta {most}): también son demasiadas para listarlas aquí.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Headline</name>
    <message>
        <source>Expected turns</source>
        <translation>Turnos esperados</translation>
    </message>
    <message>
        <source>Expected turns, at least</source>
        <translation>Turnos esperados, como mínimo</translation>
    </message>
    <message>
        <source>Never finishes</source>
        <translation>No termina nunca</translation>
    </message>
    <message>
        <source>Never finishes, at most</source>
        <translation>No termina nunca, como máximo</translation>
    </message>
    <message>
        <source>{name}: {value}</source>
        <translation>{name}: {value}</translation>
    </message>
    <message>
        <source>Right-click, or press Ctrl+C while it has the focus, to copy these figures</source>
        <translation>Clic derecho, o Control+C mientras tiene el foco, para copiar estas cifras</translation>
    </message>
    <message>
        <source>Copy Figures</source>
        <translation>Copiar cifras</translation>
    </message>
    <message>
        <source>Copy the headline's figures, in full precision, as text for a spreadsheet</source>
        <translation>Copiar las cifras del titular, con toda su precisión, como texto para una hoja de cálculo</translation>
    </message>
</context>
<context>
    <name>HeatLegend</name>
    <message>
        <source>Each square's figure: how many times one player's token rests there in a game</source>
        <translation>La cifra de cada casilla: cuántas veces se para ahí la ficha de un jugador en una partida</translation>
    </message>
    <message>
        <source>not worked out for this board</source>
        <translation>no calculado para este tablero</translation>
    </message>
    <message>
        <source>never rested on</source>
        <translation>ninguna parada</translation>
    </message>
    <message>
        <source>{times} rests a game</source>
        <translation>{times} paradas por partida</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>the folder {folder} cannot be made: {reason}</source>
        <translation>no se puede crear la carpeta {folder}: {reason}</translation>
    </message>
    <message>
        <source>the history {file} is damaged ({why}) and cannot be moved aside: {reason}</source>
        <translation>el historial {file} está dañado ({why}) y no se puede apartar: {reason}</translation>
    </message>
    <message>
        <source>the history {file} was damaged ({why}); it was moved to {aside} and a new one begun</source>
        <translation>el historial {file} estaba dañado ({why}); se ha movido a {aside} y se ha empezado uno nuevo</translation>
    </message>
    <message>
        <source>a new history cannot be begun: {why}</source>
        <translation>no se puede empezar un historial nuevo: {why}</translation>
    </message>
    <message>
        <source>it is empty (0 bytes)</source>
        <translation>el archivo está vacío (0 bytes)</translation>
    </message>
    <message>
        <source>another program keeps moving it away</source>
        <translation>otro programa lo mueve de sitio una y otra vez</translation>
    </message>
    <message>
        <source>the history {file} is busy: another program is writing to it</source>
        <translation>el historial {file} está ocupado: otro programa está escribiendo en él</translation>
    </message>
    <message>
        <source>the file or its folder is read-only</source>
        <translation>el archivo o su carpeta son de solo lectura</translation>
    </message>
    <message>
        <source>the history {file} was written by a newer version of the app (version {version}; this one knows {known}): it is only read, and games are not recorded in it</source>
        <translation>el historial {file} lo escribió una versión más reciente de la aplicación (versión {version}; esta conoce la {known}): solo se lee y no se registran partidas en él</translation>
    </message>
    <message>
        <source>the history {file} cannot be written: {reason}</source>
        <translation>no se puede escribir en el historial {file}: {reason}</translation>
    </message>
    <message>
        <source>the history {file} cannot be written ({reason}): its figures are shown, but new games cannot be recorded in it</source>
        <translation>no se puede escribir en el historial {file} ({reason}): se muestran sus cifras, pero no se pueden registrar partidas nuevas en él</translation>
    </message>
    <message>
        <source>its check failed: {report}</source>
        <translation>su comprobación ha fallado: {report}</translation>
    </message>
    <message>
        <source>SQLite says: {reason}</source>
        <translation>SQLite dice: {reason}</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>el disco está lleno</translation>
    </message>
    <message>
        <source>the history {file} cannot be opened: {reason}</source>
        <translation>no se puede abrir el historial {file}: {reason}</translation>
    </message>
    <message>
        <source>the history {file} belongs to a newer version of the app: it is not changed</source>
        <translation>el historial {file} pertenece a una versión más reciente de la aplicación: no se modifica</translation>
    </message>
    <message>
        <source>the history {file} cannot be changed: {reason}</source>
        <translation>no se puede modificar el historial {file}: {reason}</translation>
    </message>
    <message>
        <source>the history {file} cannot be read: {reason}</source>
        <translation>no se puede leer el historial {file}: {reason}</translation>
    </message>
    <message>
        <source>only a finished game is recorded</source>
        <translation>solo se registran las partidas terminadas</translation>
    </message>
    <message>
        <source>the seats ({seats}) are not the game's players ({players})</source>
        <translation>los puestos ({seats}) no son los jugadores de la partida ({players})</translation>
    </message>
    <message>
        <source>the games not yet in the history cannot be kept in {file}: {reason}</source>
        <translation>las partidas que aún no están en el historial no se pueden guardar en {file}: {reason}</translation>
    </message>
    <message>
        <source>it is not a file of games kept for the history</source>
        <translation>no es un archivo de partidas guardadas para el historial</translation>
    </message>
    <message>
        <source>the games kept in {file} cannot be read ({reason}); the file was moved to {aside}</source>
        <translation>no se pueden leer las partidas guardadas en {file} ({reason}); el archivo se ha movido a {aside}</translation>
    </message>
    <message>
        <source>its schema version ({version}) is not one this app ever writes</source>
        <translation>su versión de esquema ({version}) no es ninguna de las que escribe esta aplicación</translation>
    </message>
    <message>
        <source>it holds tables this app did not make ({tables})</source>
        <translation>contiene tablas que no ha creado esta aplicación ({tables})</translation>
    </message>
    <message>
        <source>its table “{table}” is missing</source>
        <translation>le falta la tabla «{table}»</translation>
    </message>
    <message>
        <source>its table “{table}” lacks the columns {columns}</source>
        <translation>a su tabla «{table}» le faltan las columnas {columns}</translation>
    </message>
</context>
<context>
    <name>Home</name>
    <message>
        <source>HOME is not set</source>
        <translation>HOME no está definida</translation>
    </message>
    <message>
        <source>HOME is not an absolute path: {home}</source>
        <translation>HOME no es una ruta absoluta: {home}</translation>
    </message>
    <message>
        <source>{home} does not exist</source>
        <translation>{home} no existe</translation>
    </message>
    <message>
        <source>{home} cannot be written</source>
        <translation>no se puede escribir en {home}</translation>
    </message>
    <message>
        <source>its folders {folders} cannot be written</source>
        <translation>no se puede escribir en sus carpetas {folders}</translation>
    </message>
    <message>
        <source>The home folder cannot be used ({why}), nor a temporary folder ({error}): settings and unsaved work may not be kept.</source>
        <translation>No se puede usar la carpeta personal ({why}) ni una carpeta temporal ({error}): puede que no se conserven los ajustes ni el trabajo sin guardar.</translation>
    </message>
    <message>
        <source>The home folder cannot be used ({why}): settings and unsaved work are kept in {folder} for now, until the computer clears its temporary files.</source>
        <translation>No se puede usar la carpeta personal ({why}): por ahora, los ajustes y el trabajo sin guardar se guardan en {folder}, hasta que el sistema borre sus archivos temporales.</translation>
    </message>
</context>
<context>
    <name>HoverInfo</name>
    <message>
        <source>Square {square}</source>
        <translation>Casilla {square}</translation>
    </message>
</context>
<context>
    <name>HowToPlay</name>
    <message>
        <source>How to play on {board}</source>
        <translation>Cómo se juega en «{board}»</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Cómo se juega</translation>
    </message>
    <message>
        <source>A ladder: climb up!</source>
        <translation>Una escalera: ¡sube!</translation>
    </message>
    <message>
        <source>A snake: slide down!</source>
        <translation>Una serpiente: ¡baja!</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <source>How to Play</source>
        <translation>Cómo se juega</translation>
    </message>
    <message>
        <source>The rules</source>
        <translation>Las reglas</translation>
    </message>
</context>
<context>
    <name>Invitation</name>
    <message>
        <source>Ready to play? Choose the players, then throw the die.</source>
        <translation>¿Todo listo para jugar? Elige los jugadores y tira el dado.</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Choose the players and start (Space)</source>
        <translation>Elige los jugadores y empieza (Espacio)</translation>
    </message>
    <message>
        <source>&amp;Open Game…</source>
        <translation>&amp;Abrir partida…</translation>
    </message>
</context>
<context>
    <name>JumpLooks</name>
    <message>
        <source>The colour of this piece</source>
        <translation>El color de esta pieza</translation>
    </message>
    <message>
        <source>&amp;Spots</source>
        <translation>&amp;Lunares</translation>
    </message>
    <message>
        <source>S&amp;tripes</source>
        <translation>&amp;Rayas</translation>
    </message>
    <message>
        <source>&amp;Plain</source>
        <translation>Li&amp;so</translation>
    </message>
    <message>
        <source>Snake {start} → {end}</source>
        <translation>Serpiente {start} → {end}</translation>
    </message>
    <message>
        <source>Ladder {start} → {end}</source>
        <translation>Escalera {start} → {end}</translation>
    </message>
    <message>
        <source>&amp;Colour…</source>
        <translation>&amp;Color…</translation>
    </message>
</context>
<context>
    <name>Languages</name>
    <message>
        <source>snl-desktop: the translation catalogue {file} is damaged or not the one this version was built with: it is not loaded, and the app speaks English</source>
        <translation>snl-desktop: el catálogo de traducción {file} está dañado o no es aquel con el que se compiló esta versión: no se carga y la aplicación se muestra en inglés</translation>
    </message>
</context>
<context>
    <name>LengthChart</name>
    <message>
        <source>Chart of game lengths</source>
        <translation>Gráfico de la duración de las partidas</translation>
    </message>
    <message>
        <source>Bars: the chance a game takes exactly k turns; line: the chance it has finished within k turns</source>
        <translation>Barras: probabilidad de que una partida dure exactamente k turnos; línea: probabilidad de que haya terminado en k turnos o menos</translation>
    </message>
    <message>
        <source>turns</source>
        <translation>turnos</translation>
    </message>
    <message>
        <source>P(game takes exactly k turns)</source>
        <translation>P(dura exactamente k turnos)</translation>
    </message>
    <message>
        <source>P(finished within k turns)</source>
        <translation>P(terminada en ≤ k turnos)</translation>
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
        <translation>Copiar cifras</translation>
    </message>
    <message>
        <source>Copy the chart's numbers, in full, as text for a spreadsheet</source>
        <translation>Copiar las cifras del gráfico, completas, como texto para una hoja de cálculo</translation>
    </message>
    <message>
        <source>Save Picture…</source>
        <translation>Guardar imagen…</translation>
    </message>
    <message>
        <source>Save Picture</source>
        <translation>Guardar imagen</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>Imágenes PNG (*.png)</translation>
    </message>
    <message>
        <source>game lengths</source>
        <translation>duraciones de las partidas</translation>
    </message>
    <message>
        <source>{name} could not be written: {why}. Any earlier file of that name is unchanged.</source>
        <translation>No se pudo escribir {name}: {why}. Un archivo anterior con ese nombre no ha cambiado.</translation>
    </message>
    <message>
        <source>Cannot save the picture</source>
        <translation>No se puede guardar la imagen</translation>
    </message>
</context>
<context>
    <name>Lists</name>
    <message>
        <source>; </source>
        <translation>; </translation>
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
        <translation>Pre&amp;ferencias…</translation>
    </message>
    <message>
        <source>Not placed: {why}</source>
        <translation>No colocado: {why}</translation>
    </message>
    <message>
        <source>Undo {step}</source>
        <translation>Deshacer {step}</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Redo {step}</source>
        <translation>Rehacer {step}</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
</context>
<context>
    <name>MatrixExport</name>
    <message>
        <source>Export the matrix as TSV</source>
        <translation>Exportar la matriz como TSV</translation>
    </message>
    <message>
        <source>Tab-separated (*.tsv)</source>
        <translation>Separado por tabuladores (*.tsv)</translation>
    </message>
    <message>
        <source>Export the matrix as CSV</source>
        <translation>Exportar la matriz como CSV</translation>
    </message>
    <message>
        <source>Comma-separated (*.csv)</source>
        <translation>Separado por comas (*.csv)</translation>
    </message>
    <message>
        <source>{name} could not be written: {why}. Any earlier file of that name is unchanged.</source>
        <translation>No se ha podido escribir {name}: {why}. Si ya había un archivo con ese nombre, no ha cambiado.</translation>
    </message>
    <message>
        <source>Cannot export the matrix</source>
        <translation>No se puede exportar la matriz</translation>
    </message>
    <message>
        <source>Matrix exported to {name}</source>
        <translation>Matriz exportada a {name}</translation>
    </message>
</context>
<context>
    <name>MatrixPanel</name>
    <message>
        <source>Board matrix</source>
        <translation>Matriz del tablero</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>Copy the matrix to the clipboard</source>
        <translation>Copiar la matriz al portapapeles</translation>
    </message>
    <message>
        <source>Matrix copied to the clipboard.</source>
        <translation>Matriz copiada al portapapeles.</translation>
    </message>
    <message>
        <source>Reading the matrix ({chars} characters)…</source>
        <translation>Leyendo la matriz ({chars} caracteres)…</translation>
    </message>
    <message>
        <source>this is not a matrix of numbers</source>
        <translation>esto no es una matriz de números</translation>
    </message>
    <message>
        <source>Edit matrix</source>
        <translation>Editar matriz</translation>
    </message>
    <message>
        <source>Paste a new board</source>
        <translation>Pegar un tablero nuevo</translation>
    </message>
    <message>
        <source>Pasted as a new board: “{name}”</source>
        <translation>Pegado como tablero nuevo: «{name}»</translation>
    </message>
    <message>
        <source>line {line}, column {col}: {why}</source>
        <translation>línea {line}, columna {col}: {why}</translation>
    </message>
    <message>
        <source>the text has {chars} characters; a matrix has at most {most}</source>
        <translation>el texto tiene {chars} caracteres; una matriz tiene como máximo {most}</translation>
    </message>
    <message>
        <source>the text opens {count} brackets; a matrix of {most} rows opens at most {limit}</source>
        <translation>el texto abre {count} corchetes; una matriz de {most} filas abre como máximo {limit}</translation>
    </message>
    <message>
        <source>a number of {count} digits; no square has one</source>
        <translation>un número de {count} cifras; ninguna casilla tiene uno así</translation>
    </message>
    <message>
        <source>a number or a bracket was expected here</source>
        <translation>aquí se esperaba un número o un corchete</translation>
    </message>
    <message>
        <source>more text after the end of the matrix</source>
        <translation>hay más texto después del final de la matriz</translation>
    </message>
    <message>
        <source>a comma was expected between two numbers</source>
        <translation>se esperaba una coma entre dos números</translation>
    </message>
    <message>
        <source>this is not a matrix of numbers here</source>
        <translation>aquí no hay una matriz de números</translation>
    </message>
    <message>
        <source>Not applied: {why}</source>
        <translation>No aplicado: {why}</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;Ladder</source>
        <translation>Es&amp;calera</translation>
    </message>
    <message>
        <source>Ladder tool (L)</source>
        <translation>Herramienta escalera (L)</translation>
    </message>
    <message>
        <source>&amp;Snake</source>
        <translation>&amp;Serpiente</translation>
    </message>
    <message>
        <source>Snake tool (S)</source>
        <translation>Herramienta serpiente (S)</translation>
    </message>
    <message>
        <source>Se&amp;lect / move</source>
        <translation>Se&amp;leccionar / mover</translation>
    </message>
    <message>
        <source>Select / move tool (V)</source>
        <translation>Herramienta seleccionar / mover (V)</translation>
    </message>
    <message>
        <source>&amp;Erase</source>
        <translation>&amp;Borrar</translation>
    </message>
    <message>
        <source>Erase tool (E)</source>
        <translation>Herramienta borrar (E)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>E&amp;xportar</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>&amp;Tablero</translation>
    </message>
    <message>
        <source>&amp;Learn</source>
        <translation>Ap&amp;render</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Herramientas</translation>
    </message>
    <message>
        <source>Design snakes and ladders boards, watch breadth-first search solve them, and play them.</source>
        <translation>Diseña tableros de serpientes y escaleras, mira cómo los resuelve la búsqueda en anchura y juega en ellos.</translation>
    </message>
    <message>
        <source>About {app}</source>
        <translation>Acerca de {app}</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>a player's name must be text, not {value}</source>
        <translation>el nombre de un jugador debe ser texto, no {value}</translation>
    </message>
    <message>
        <source>player {number}'s name must be text, not {value}</source>
        <translation>el nombre del jugador {number} debe ser texto, no {value}</translation>
    </message>
    <message>
        <source>a player's name cannot be empty</source>
        <translation>el nombre de un jugador no puede estar vacío</translation>
    </message>
    <message>
        <source>player {number} needs a name</source>
        <translation>el jugador {number} necesita un nombre</translation>
    </message>
    <message>
        <source>{name}: a name cannot contain a comma</source>
        <translation>{name}: un nombre no puede contener comas</translation>
    </message>
    <message>
        <source>{name} is too long (at most {most} characters)</source>
        <translation>{name} es demasiado largo (como máximo {most} caracteres)</translation>
    </message>
    <message>
        <source>a player's name {name} holds a character that is not printable text</source>
        <translation>el nombre de jugador {name} contiene un carácter que no es texto imprimible</translation>
    </message>
    <message>
        <source>player {number}'s name {name} holds a character that is not printable text</source>
        <translation>el nombre {name} del jugador {number} contiene un carácter que no es texto imprimible</translation>
    </message>
    <message>
        <source>two players are called {name}: names must differ</source>
        <translation>dos jugadores se llaman {name}: los nombres deben ser distintos</translation>
    </message>
</context>
<context>
    <name>NewBoardDialog</name>
    <message>
        <source>New board</source>
        <translation>Tablero nuevo</translation>
    </message>
    <message>
        <source>Empty board</source>
        <translation>Tablero vacío</translation>
    </message>
    <message>
        <source>Boards to start from</source>
        <translation>Tableros para empezar</translation>
    </message>
    <message>
        <source>An empty board of the size below</source>
        <translation>Un tablero vacío del tamaño de abajo</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Predefinido</translation>
    </message>
    <message>
        <source>Start from:</source>
        <translation>Empezar con:</translation>
    </message>
    <message>
        <source>Rows:</source>
        <translation>Filas:</translation>
    </message>
    <message>
        <source>Columns:</source>
        <translation>Columnas:</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Player {number}</source>
        <translation>Jugador {number}</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Máquina</translation>
    </message>
    <message>
        <source>{problem}.</source>
        <translation>{problem}.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Animal of player {number}</source>
        <translation>Animal del jugador {number}</translation>
    </message>
    <message>
        <source>The animal on this player's token</source>
        <translation>El animal de la ficha de este jugador</translation>
    </message>
    <message>
        <source>Name of player {number}</source>
        <translation>Nombre del jugador {number}</translation>
    </message>
    <message>
        <source>Token colour of player {number}</source>
        <translation>Color de ficha del jugador {number}</translation>
    </message>
    <message>
        <source>The app throws this player's die by itself</source>
        <translation>La aplicación tira el dado de este jugador por sí sola</translation>
    </message>
    <message>
        <source>Player {number} is played by the computer</source>
        <translation>El jugador {number} lo juega la máquina</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Play against the &amp;computer</source>
        <translation>Jugar contra la &amp;máquina</translation>
    </message>
    <message>
        <source>One person and the computer: the second player is the app</source>
        <translation>Una persona y la máquina: el segundo jugador es la aplicación</translation>
    </message>
    <message>
        <source>Recent players</source>
        <translation>Jugadores recientes</translation>
    </message>
    <message>
        <source>Choose players of a recent game…</source>
        <translation>Elegir jugadores de una partida reciente…</translation>
    </message>
    <message>
        <source>Recent players:</source>
        <translation>Jugadores recientes:</translation>
    </message>
    <message>
        <source>How many:</source>
        <translation>Cuántos:</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Empezar partida</translation>
    </message>
    <message>
        <source>Board: {board}</source>
        <translation>Tablero: {board}</translation>
    </message>
    <message>
        <source>{name} (computer)</source>
        <translation>{name} (máquina)</translation>
    </message>
    <message>
        <source>Token colour of {name}</source>
        <translation>Color de ficha de {name}</translation>
    </message>
    <message>
        <source>{first} and {second} have the same animal ({animal}) in the same colour: choose another animal or colour for one of them.</source>
        <translation>{first} y {second} tienen el mismo animal ({animal}) del mismo color: elige otro animal u otro color para uno de los dos.</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>La máquina</translation>
    </message>
</context>
<context>
    <name>NumberingPanel</name>
    <message>
        <source>Square 1 is the matrix's bottom-left cell. The bottom row runs left to right, the row above right to left, and so on up the board: so the top row's direction depends on whether the number of rows is odd or even. A cell holds −1, or the square a snake or ladder starting there leads to.</source>
        <translation>La casilla 1 es la celda inferior izquierda de la matriz. La fila de abajo va de izquierda a derecha, la de encima de derecha a izquierda, y así hasta arriba del tablero: por eso el sentido de la fila de arriba depende de si el número de filas es par o impar. Una celda contiene −1 o la casilla a la que lleva la serpiente o escalera que empieza ahí.</translation>
    </message>
    <message>
        <source>The board's matrix, square by square</source>
        <translation>La matriz del tablero, casilla a casilla</translation>
    </message>
    <message>
        <source>Show each square's (row, column) on the board</source>
        <translation>Mostrar en el tablero la (fila, columna) de cada casilla</translation>
    </message>
    <message>
        <source>Odd side: {n}×{n}</source>
        <translation>Lado impar: {n}×{n}</translation>
    </message>
    <message>
        <source>Even side: {n}×{n}</source>
        <translation>Lado par: {n}×{n}</translation>
    </message>
    <message>
        <source>The table is shown for boards of up to 900 squares.</source>
        <translation>La tabla se muestra para tableros de hasta 900 casillas.</translation>
    </message>
    <message>
        <source>Square {label} is row {row}, column {col}; the matrix holds {value} there</source>
        <translation>La casilla {label} es la fila {row}, columna {col}; la matriz contiene ahí {value}</translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message numerus="yes">
        <source>{start}…{end} (%n digits)</source>
        <translation>
            <numerusform>{start}…{end} (%n cifra)</numerusform>
            <numerusform>{start}…{end} (%n cifras)</numerusform>
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
        <translation>No se ha podido leer el índice del trabajo sin guardar ({error})</translation>
    </message>
    <message>
        <source>An autosave lock could not be used ({error})</source>
        <translation>No se ha podido usar un bloqueo de autoguardado ({error})</translation>
    </message>
    <message>
        <source>{why}. It was kept as {path}.</source>
        <translation>{why}. Se ha conservado como {path}.</translation>
    </message>
    <message>
        <source>{why}. It stays at {path} ({error}).</source>
        <translation>{why}. Sigue en {path} ({error}).</translation>
    </message>
    <message>
        <source>An unsaved board could not be read ({error})</source>
        <translation>No se ha podido leer un tablero sin guardar ({error})</translation>
    </message>
</context>
<context>
    <name>OutputForm</name>
    <message>
        <source>None: a picture of the board's shape</source>
        <translation>Ninguno: una imagen con la forma del tablero</translation>
    </message>
    <message>
        <source>{name} ({width} × {height} mm)</source>
        <translation>{name} ({width} × {height} mm)</translation>
    </message>
    <message>
        <source>Automatic: the way the board prints larger</source>
        <translation>Automática: la orientación en que el tablero se imprime más grande</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>Vertical</translation>
    </message>
    <message>
        <source>Landscape</source>
        <translation>Horizontal</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>The picture's longer side</source>
        <translation>El lado mayor de la imagen</translation>
    </message>
    <message>
        <source>{dpi} dpi</source>
        <translation>{dpi} dpi</translation>
    </message>
    <message>
        <source>Dots per inch, written into the PNG; on paper they set its pixels</source>
        <translation>Puntos por pulgada, guardados en el PNG; en papel determinan sus píxeles</translation>
    </message>
    <message>
        <source> mm</source>
        <translation> mm</translation>
    </message>
    <message>
        <source>A size of my own</source>
        <translation>Un tamaño propio</translation>
    </message>
    <message>
        <source>Paper width</source>
        <translation>Ancho del papel</translation>
    </message>
    <message>
        <source>Paper height</source>
        <translation>Alto del papel</translation>
    </message>
    <message>
        <source>How far the background reaches past the paper's edge, for a print shop</source>
        <translation>Cuánto sobresale el fondo del borde del papel, para una imprenta</translation>
    </message>
    <message>
        <source>Crop marks at the corners, where the paper is cut</source>
        <translation>Marcas de corte en las esquinas, por donde se corta el papel</translation>
    </message>
    <message>
        <source> across</source>
        <translation> a lo ancho</translation>
    </message>
    <message>
        <source> down</source>
        <translation> a lo alto</translation>
    </message>
    <message>
        <source>Poster sheets across</source>
        <translation>Hojas del póster a lo ancho</translation>
    </message>
    <message>
        <source>Poster sheets down</source>
        <translation>Hojas del póster a lo alto</translation>
    </message>
    <message>
        <source>Sheets side by side: the board is printed larger, with overlap marks</source>
        <translation>Hojas una al lado de otra: el tablero se imprime más grande, con marcas de solapamiento</translation>
    </message>
    <message>
        <source>Sheets one under the other</source>
        <translation>Hojas una debajo de otra</translation>
    </message>
    <message>
        <source>Transparent background</source>
        <translation>Fondo transparente</translation>
    </message>
    <message>
        <source>PDF/X-4 for a print shop (CMYK, coated paper FOGRA39)</source>
        <translation>PDF/X-4 para la imprenta (CMYK, papel estucado FOGRA39)</translation>
    </message>
    <message>
        <source>The colours in CMYK for offset printing, with the trim and bleed declared on every page</source>
        <translation>Los colores en CMYK para impresión offset, con el corte y el sangrado declarados en cada página</translation>
    </message>
    <message>
        <source>Texts as outlines (for a computer without the font)</source>
        <translation>Textos como contornos (para un equipo sin el tipo de letra)</translation>
    </message>
    <message>
        <source>The board's name above it and its size and rules below</source>
        <translation>El nombre del tablero encima y su tamaño y reglas debajo</translation>
    </message>
    <message>
        <source>Paper:</source>
        <translation>Papel:</translation>
    </message>
    <message>
        <source>Paper size:</source>
        <translation>Tamaño del papel:</translation>
    </message>
    <message>
        <source>Orientation:</source>
        <translation>Orientación:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Tamaño:</translation>
    </message>
    <message>
        <source>Resolution:</source>
        <translation>Resolución:</translation>
    </message>
    <message>
        <source>Bleed:</source>
        <translation>Sangrado:</translation>
    </message>
    <message>
        <source>Poster sheets:</source>
        <translation>Hojas del póster:</translation>
    </message>
    <message>
        <source>The board prints {width:.1f} × {height:.1f} cm and covers {share:.0%} of the paper.</source>
        <translation>El tablero se imprime a {width:.1f} × {height:.1f} cm y cubre el {share:.0%} del papel.</translation>
    </message>
    <message numerus="yes">
        <source>On %n sheet(s) the board prints {width:.1f} × {height:.1f} cm and covers {share:.0%} of the paper.</source>
        <translation>
            <numerusform>En %n hoja el tablero se imprime a {width:.1f} × {height:.1f} cm y cubre el {share:.0%} del papel.</numerusform>
            <numerusform>En %n hojas el tablero se imprime a {width:.1f} × {height:.1f} cm y cubre el {share:.0%} del papel.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{columns} across × {rows} down print it as large on %n sheet(s).</source>
        <translation>
            <numerusform>{columns} a lo ancho × {rows} a lo alto lo imprimen igual de grande en %n hoja.</numerusform>
            <numerusform>{columns} a lo ancho × {rows} a lo alto lo imprimen igual de grande en %n hojas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Use {columns} × {rows} sheets</source>
        <translation>Usar {columns} × {rows} hojas</translation>
    </message>
</context>
<context>
    <name>OwnFiles</name>
    <message>
        <source>it is not a regular file (a pipe, a device or a folder?)</source>
        <translation>no es un archivo normal (¿una tubería, un dispositivo o una carpeta?)</translation>
    </message>
    <message>
        <source>it is {size} MB, far more than the app ever writes there</source>
        <translation>ocupa {size} MB, mucho más de lo que la aplicación escribe ahí</translation>
    </message>
    <message>
        <source>{file} cannot be used: {trouble}; it could not be moved aside ({reason})</source>
        <translation>no se puede usar {file}: {trouble}; no se ha podido apartar ({reason})</translation>
    </message>
    <message>
        <source>{file} cannot be used: {trouble}; it was moved to {aside} and is not read</source>
        <translation>no se puede usar {file}: {trouble}; se ha movido a {aside} y no se lee</translation>
    </message>
</context>
<context>
    <name>Pace</name>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Sonido</translation>
    </message>
    <message>
        <source>Sounds of the game on or off</source>
        <translation>Activar o desactivar los sonidos del juego</translation>
    </message>
    <message>
        <source>&amp;Finish the Move</source>
        <translation>Terminar el m&amp;ovimiento</translation>
    </message>
    <message>
        <source>Finish the move now</source>
        <translation>Terminar ya el movimiento</translation>
    </message>
    <message>
        <source>Token &amp;Speed</source>
        <translation>&amp;Velocidad de las fichas</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>slow moves</source>
        <translation>movimientos lentos</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>normal moves</source>
        <translation>movimientos normales</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <source>fast moves</source>
        <translation>movimientos rápidos</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Instantánea</translation>
    </message>
    <message>
        <source>instant moves</source>
        <translation>movimientos instantáneos</translation>
    </message>
    <message>
        <source>Sound is on: click to mute</source>
        <translation>Sonido activado: haz clic para silenciarlo</translation>
    </message>
    <message>
        <source>Sound is off: click for sound</source>
        <translation>Sonido desactivado: haz clic para activarlo</translation>
    </message>
    <message>
        <source>No sound device found</source>
        <translation>No se ha encontrado ningún dispositivo de sonido</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volumen</translation>
    </message>
    <message>
        <source>Token speed</source>
        <translation>Velocidad de las fichas</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Velocidad:</translation>
    </message>
</context>
<context>
    <name>PhonePage</name>
    <message>
        <source>Snakes &amp; Ladders</source>
        <translation>Serpientes y escaleras</translation>
    </message>
    <message>
        <source>Join the game</source>
        <translation>Únete a la partida</translation>
    </message>
    <message>
        <source>Room code (the 4 digits on the TV)</source>
        <translation>Código de la sala (las 4 cifras de la tele)</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Entrar</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Conectando…</translation>
    </message>
    <message>
        <source>Connection lost: reconnecting…</source>
        <translation>Se ha perdido la conexión: reconectando…</translation>
    </message>
    <message>
        <source>The room was closed on the TV.</source>
        <translation>La sala se ha cerrado en la tele.</translation>
    </message>
    <message>
        <source>To try again, reload this page.</source>
        <translation>Para volver a intentarlo, recarga esta página.</translation>
    </message>
    <message>
        <source>Pick your seat</source>
        <translation>Elige tu puesto</translation>
    </message>
    <message>
        <source>Just watch</source>
        <translation>Solo mirar</translation>
    </message>
    <message>
        <source>free</source>
        <translation>libre</translation>
    </message>
    <message>
        <source>taken</source>
        <translation>ocupado</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>máquina</translation>
    </message>
    <message>
        <source>you</source>
        <translation>tú</translation>
    </message>
    <message>
        <source>You are {name}</source>
        <translation>Eres {name}</translation>
    </message>
    <message>
        <source>You are watching</source>
        <translation>Estás mirando</translation>
    </message>
    <message>
        <source>Throw</source>
        <translation>Tirar</translation>
    </message>
    <message>
        <source>Throw again</source>
        <translation>Tirar otra vez</translation>
    </message>
    <message>
        <source>You threw {dice}: throw again, {name}!</source>
        <translation>Has sacado {dice}: ¡vuelve a tirar, {name}!</translation>
    </message>
    <message>
        <source>{name} threw {dice} and throws again.</source>
        <translation>{name} ha sacado {dice} y vuelve a tirar.</translation>
    </message>
    <message>
        <source>Your turn, {name}!</source>
        <translation>¡Te toca, {name}!</translation>
    </message>
    <message>
        <source>{name}'s turn</source>
        <translation>Turno de {name}</translation>
    </message>
    <message>
        <source>Wait for your turn</source>
        <translation>Espera tu turno</translation>
    </message>
    <message>
        <source>Square {square}</source>
        <translation>Casilla {square}</translation>
    </message>
    <message>
        <source>Not on the board yet</source>
        <translation>Aún fuera del tablero</translation>
    </message>
    <message>
        <source>Wins: {wins}</source>
        <translation>Victorias: {wins}</translation>
    </message>
    <message>
        <source>Last turn</source>
        <translation>Último turno</translation>
    </message>
    <message>
        <source>Or tap what your die shows:</source>
        <translation>O toca lo que marca tu dado:</translation>
    </message>
    <message>
        <source>My die shows {face}</source>
        <translation>Mi dado marca {face}</translation>
    </message>
    <message>
        <source>Change seat</source>
        <translation>Cambiar de puesto</translation>
    </message>
    <message>
        <source>{name} won!</source>
        <translation>¡{name} ha ganado!</translation>
    </message>
    <message>
        <source>Waiting for the game to start</source>
        <translation>Esperando a que empiece la partida</translation>
    </message>
    <message>
        <source>That is not the room's code.</source>
        <translation>Ese no es el código de la sala.</translation>
    </message>
    <message>
        <source>Too many wrong codes from this phone: wait a few minutes.</source>
        <translation>Demasiados códigos incorrectos desde este móvil: espera unos minutos.</translation>
    </message>
    <message>
        <source>The room takes no more codes: ask for a new code on the TV.</source>
        <translation>La sala ya no acepta códigos: pide un código nuevo en la tele.</translation>
    </message>
    <message>
        <source>Your seat was freed on the TV: pick a seat.</source>
        <translation>Tu puesto se ha liberado en la tele: elige un puesto.</translation>
    </message>
    <message>
        <source>That seat was just taken: pick another.</source>
        <translation>Alguien acaba de ocupar ese puesto: elige otro.</translation>
    </message>
    <message>
        <source>That seat is not in the game.</source>
        <translation>Ese puesto no está en la partida.</translation>
    </message>
    <message>
        <source>That is not your seat.</source>
        <translation>Ese no es tu puesto.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>No es tu turno.</translation>
    </message>
    <message>
        <source>Wait: the last move is still on its way.</source>
        <translation>Espera: el último movimiento aún no ha terminado.</translation>
    </message>
    <message>
        <source>The app throws the dice in this game.</source>
        <translation>En esta partida, los dados los tira la aplicación.</translation>
    </message>
    <message>
        <source>The room did not understand the phone.</source>
        <translation>La sala no ha entendido al móvil.</translation>
    </message>
    <message>
        <source>Join the room first.</source>
        <translation>Primero únete a la sala.</translation>
    </message>
    <message>
        <source>The room is full.</source>
        <translation>La sala está llena.</translation>
    </message>
    <message>
        <source>Class Quiz</source>
        <translation>Cuestionario de clase</translation>
    </message>
    <message>
        <source>Join the quiz</source>
        <translation>Únete al cuestionario</translation>
    </message>
    <message>
        <source>Room code (the four digits on the screen)</source>
        <translation>Código de la sala (las cuatro cifras de la pantalla)</translation>
    </message>
    <message>
        <source>Your nickname</source>
        <translation>Tu apodo</translation>
    </message>
    <message>
        <source>The quiz was closed on the teacher's screen.</source>
        <translation>El cuestionario se ha cerrado en la pantalla del profesor.</translation>
    </message>
    <message>
        <source>This nickname is now in the quiz on another page.</source>
        <translation>Este apodo está ahora en el cuestionario desde otra página.</translation>
    </message>
    <message>
        <source>Nothing enters</source>
        <translation>No entra nada</translation>
    </message>
    <message>
        <source>Answer sent: nothing enters</source>
        <translation>Respuesta enviada: no entra nada</translation>
    </message>
    <message>
        <source>Your answer: nothing enters</source>
        <translation>Tu respuesta: no entra nada</translation>
    </message>
    <message>
        <source>The answer: nothing enters</source>
        <translation>La respuesta: no entra nada</translation>
    </message>
    <message>
        <source>You are in, {name}. Wait for the first question.</source>
        <translation>Ya estás dentro, {name}. Espera la primera pregunta.</translation>
    </message>
    <message>
        <source>Question {number} of {count}</source>
        <translation>Pregunta {number} de {count}</translation>
    </message>
    <message>
        <source>Which square leaves the queue next?</source>
        <translation>¿Qué casilla sale ahora de la cola?</translation>
    </message>
    <message>
        <source>Square {square} leaves the queue. Which squares enter the queue from it?</source>
        <translation>La casilla {square} sale de la cola. ¿Qué casillas entran en la cola desde ella?</translation>
    </message>
    <message>
        <source>In the queue: {squares}</source>
        <translation>En la cola: {squares}</translation>
    </message>
    <message>
        <source>Queue: {squares}</source>
        <translation>Cola: {squares}</translation>
    </message>
    <message>
        <source>The queue is empty.</source>
        <translation>La cola está vacía.</translation>
    </message>
    <message>
        <source>{list}, {square}</source>
        <translation>{list}, {square}</translation>
    </message>
    <message>
        <source>Time left: {seconds}</source>
        <translation>Tiempo restante: {seconds}</translation>
    </message>
    <message>
        <source>Time is up</source>
        <translation>Se acabó el tiempo</translation>
    </message>
    <message>
        <source>Zoom</source>
        <translation>Zoom</translation>
    </message>
    <message>
        <source>The board</source>
        <translation>El tablero</translation>
    </message>
    <message>
        <source>Square {square}, a ladder up to {end}</source>
        <translation>Casilla {square}, una escalera que sube hasta la {end}</translation>
    </message>
    <message>
        <source>Square {square}, a snake down to {end}</source>
        <translation>Casilla {square}, una serpiente que baja hasta la {end}</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Enviar</translation>
    </message>
    <message>
        <source>Answer sent: {squares}</source>
        <translation>Respuesta enviada: {squares}</translation>
    </message>
    <message>
        <source>Your answer: {squares}</source>
        <translation>Tu respuesta: {squares}</translation>
    </message>
    <message>
        <source>Answers are closed.</source>
        <translation>Ya no se aceptan respuestas.</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>¡Correcto!</translation>
    </message>
    <message>
        <source>Not quite.</source>
        <translation>Casi, pero no.</translation>
    </message>
    <message>
        <source>No answer</source>
        <translation>Sin respuesta</translation>
    </message>
    <message>
        <source>The answer: {squares}</source>
        <translation>La respuesta: {squares}</translation>
    </message>
    <message>
        <source>Score: {right} of {asked}</source>
        <translation>Puntuación: {right} de {asked}</translation>
    </message>
    <message>
        <source>The quiz is over. Your score: {right} of {asked}</source>
        <translation>El cuestionario ha terminado. Tu puntuación: {right} de {asked}</translation>
    </message>
    <message>
        <source>Join the quiz first.</source>
        <translation>Primero únete al cuestionario.</translation>
    </message>
    <message>
        <source>The room takes no more codes: ask your teacher for a new code.</source>
        <translation>La sala ya no acepta códigos: pide un código nuevo a tu profesor.</translation>
    </message>
    <message>
        <source>The quiz no longer knows this phone: join again with your nickname.</source>
        <translation>El cuestionario ya no reconoce este móvil: vuelve a unirte con tu apodo.</translation>
    </message>
    <message>
        <source>That nickname cannot be used: choose another, of at most {most} letters.</source>
        <translation>Ese apodo no vale: elige otro de {most} letras como máximo.</translation>
    </message>
    <message>
        <source>That nickname is taken: choose another.</source>
        <translation>Ese apodo ya está en uso: elige otro.</translation>
    </message>
    <message>
        <source>The quiz is full.</source>
        <translation>El cuestionario está lleno.</translation>
    </message>
    <message>
        <source>The teacher removed this nickname from the quiz.</source>
        <translation>El profesor ha quitado este apodo del cuestionario.</translation>
    </message>
    <message>
        <source>There is no question to answer now.</source>
        <translation>Ahora no hay ninguna pregunta que responder.</translation>
    </message>
    <message>
        <source>Time is up: your answer came too late.</source>
        <translation>Se acabó el tiempo: tu respuesta llegó tarde.</translation>
    </message>
    <message>
        <source>You have already answered this question.</source>
        <translation>Ya has respondido a esta pregunta.</translation>
    </message>
</context>
<context>
    <name>PhonesDialog</name>
    <message>
        <source>Play from Phones</source>
        <translation>Jugar con móviles</translation>
    </message>
    <message>
        <source>Join with your phone</source>
        <translation>Únete con tu móvil</translation>
    </message>
    <message>
        <source>Scan the code with the phone's camera, or open this address:</source>
        <translation>Escanea el código QR con la cámara del móvil o abre esta dirección:</translation>
    </message>
    <message>
        <source>Room code:</source>
        <translation>Código de la sala:</translation>
    </message>
    <message>
        <source>Too many wrong codes were tried: the room takes no code until you make a new one.</source>
        <translation>Se han probado demasiados códigos incorrectos: la sala no acepta ningún código hasta que crees uno nuevo.</translation>
    </message>
    <message>
        <source>&amp;New Code</source>
        <translation>&amp;Nuevo código</translation>
    </message>
    <message>
        <source>A new room code: the phones in their seats stay</source>
        <translation>Un código de sala nuevo: los móviles que ya tienen puesto se quedan</translation>
    </message>
    <message>
        <source>&amp;Hide</source>
        <translation>&amp;Ocultar</translation>
    </message>
    <message>
        <source>The room stays open: Game → Play from Phones… shows this again</source>
        <translation>La sala sigue abierta: Partida → Jugar con móviles… vuelve a mostrar esta ventana</translation>
    </message>
    <message>
        <source>&amp;Close Room</source>
        <translation>&amp;Cerrar sala</translation>
    </message>
    <message>
        <source>Stop listening and let every phone go</source>
        <translation>No aceptar más móviles y desconectarlos todos</translation>
    </message>
    <message>
        <source>QR code of {address}</source>
        <translation>Código QR de {address}</translation>
    </message>
    <message>
        <source>Room code {code}</source>
        <translation>Código de la sala {code}</translation>
    </message>
    <message>
        <source>The room listens on ports {port} (the page) and {live} (the phones' messages), on the home network only, while it is open.</source>
        <translation>Mientras está abierta, la sala solo es accesible desde la red de casa, por los puertos {port} (la página) y {live} (los mensajes de los móviles).</translation>
    </message>
    <message numerus="yes">
        <source>%n phone(s) connected</source>
        <translation>
            <numerusform>%n móvil conectado</numerusform>
            <numerusform>%n móviles conectados</numerusform>
        </translation>
    </message>
    <message>
        <source>Free Seat</source>
        <translation>Liberar puesto</translation>
    </message>
    <message>
        <source>Take this seat back from its phone (the keyboard plays it)</source>
        <translation>Recuperar este puesto de su móvil (pasa a jugarlo el teclado)</translation>
    </message>
    <message>
        <source>{name}'s phone</source>
        <translation>el móvil de {name}</translation>
    </message>
    <message>
        <source>the computer</source>
        <translation>la máquina</translation>
    </message>
    <message>
        <source>the keyboard</source>
        <translation>el teclado</translation>
    </message>
</context>
<context>
    <name>PlayActions</name>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>Choose the players and start a game</source>
        <translation>Elegir los jugadores y empezar una partida</translation>
    </message>
    <message>
        <source>&amp;Open Game…</source>
        <translation>&amp;Abrir partida…</translation>
    </message>
    <message>
        <source>Resume a saved game</source>
        <translation>Reanudar una partida guardada</translation>
    </message>
    <message>
        <source>&amp;Save Game</source>
        <translation>&amp;Guardar partida</translation>
    </message>
    <message>
        <source>Save the game to finish later</source>
        <translation>Guardar la partida para terminarla más tarde</translation>
    </message>
    <message>
        <source>Save Game &amp;As…</source>
        <translation>Guardar partida &amp;como…</translation>
    </message>
    <message>
        <source>Save the game under another name</source>
        <translation>Guardar la partida con otro nombre</translation>
    </message>
    <message>
        <source>&amp;Roll the Die</source>
        <translation>&amp;Tirar el dado</translation>
    </message>
    <message>
        <source>Throw the app's die (no game: start one)</source>
        <translation>Tirar el dado de la aplicación (si no hay partida, empieza una)</translation>
    </message>
    <message>
        <source>&amp;Take Back Turn</source>
        <translation>&amp;Deshacer turno</translation>
    </message>
    <message>
        <source>Undo the last turn (asks first)</source>
        <translation>Deshacer el último turno (pregunta antes)</translation>
    </message>
    <message>
        <source>&amp;Where Is Everyone?</source>
        <translation>¿Dónde está cada &amp;uno?</translation>
    </message>
    <message>
        <source>Say every player's square and whose turn it is (for a screen reader too)</source>
        <translation>Decir la casilla de cada jugador y de quién es el turno (también para lectores de pantalla)</translation>
    </message>
    <message>
        <source>&amp;End Game</source>
        <translation>Te&amp;rminar partida</translation>
    </message>
    <message>
        <source>Put the game away (asks while it is on)</source>
        <translation>Recoger la partida (pregunta si está en curso)</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>Cómo se &amp;juega</translation>
    </message>
    <message>
        <source>The rules, for the family</source>
        <translation>Las reglas, para toda la familia</translation>
    </message>
    <message>
        <source>Play from &amp;Phones…</source>
        <translation>Jugar &amp;con móviles…</translation>
    </message>
    <message>
        <source>Each player's phone is their die: show the room's code to join on the home network</source>
        <translation>El móvil de cada jugador es su dado: mostrar el código de la sala para unirse desde la red de casa</translation>
    </message>
    <message>
        <source>Show the &amp;Engine's Strings</source>
        <translation>Mostrar los textos del &amp;motor</translation>
    </message>
    <message>
        <source>The turn engine's own answers in the turn log, for learners</source>
        <translation>Las respuestas del propio motor de turnos en el registro de turnos, para estudiantes</translation>
    </message>
    <message>
        <source>Enter a {face}</source>
        <translation>Anotar un {face}</translation>
    </message>
    <message>
        <source>&amp;Unfinished Games</source>
        <translation>Partidas sin t&amp;erminar</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ninguna</translation>
    </message>
</context>
<context>
    <name>PlayMode</name>
    <message>
        <source>Game history</source>
        <translation>Historial de partidas</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>The phones join a game: start one now?</source>
        <translation>Los móviles se unen a una partida: ¿empezar una ahora?</translation>
    </message>
    <message>
        <source>Play from Phones</source>
        <translation>Jugar con móviles</translation>
    </message>
    <message>
        <source>Cannot open the room</source>
        <translation>No se puede abrir la sala</translation>
    </message>
    <message>
        <source>Start a new game? The game in progress will end.</source>
        <translation>¿Empezar una partida nueva? La partida en curso terminará.</translation>
    </message>
    <message>
        <source>End the game?</source>
        <translation>¿Terminar la partida?</translation>
    </message>
    <message>
        <source>End the game</source>
        <translation>Terminar la partida</translation>
    </message>
    <message>
        <source>{question} It can be saved first with File → Save Game.</source>
        <translation>{question} Puedes guardarla antes con Archivo → Guardar partida.</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Deshacer</translation>
    </message>
</context>
<context>
    <name>Playback</name>
    <message>
        <source>playing</source>
        <translation>en marcha</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>en pausa</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminada</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>preparada</translation>
    </message>
</context>
<context>
    <name>PlayerCard</name>
    <message numerus="yes">
        <source>, %n win(s)</source>
        <translation>
            <numerusform>, %n victoria</numerusform>
            <numerusform>, %n victorias</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: {square}{wins}</source>
        <translation>{name}: {square}{wins}</translation>
    </message>
    <message>
        <source>off the board</source>
        <translation>fuera del tablero</translation>
    </message>
    <message>
        <source>square {square}</source>
        <translation>casilla {square}</translation>
    </message>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation>
            <numerusform>%n victoria</numerusform>
            <numerusform>%n victorias</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Predict</name>
    <message>
        <source>Which square leaves the queue next?</source>
        <translation>¿Qué casilla sale ahora de la cola?</translation>
    </message>
    <message>
        <source>Square {square} leaves the queue. Which squares enter the queue from it?</source>
        <translation>La casilla {square} sale de la cola. ¿Qué casillas entran en la cola desde ella?</translation>
    </message>
    <message>
        <source>The queue is empty.</source>
        <translation>La cola está vacía.</translation>
    </message>
    <message>
        <source>Queue, front first: {squares}</source>
        <translation>Cola, primero el frente: {squares}</translation>
    </message>
    <message>
        <source>In the queue (order hidden): {squares}</source>
        <translation>En la cola (orden oculto): {squares}</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>¡Correcto!</translation>
    </message>
    <message>
        <source>Not quite.</source>
        <translation>Casi, pero no.</translation>
    </message>
    <message>
        <source>climbs the ladder to {square}</source>
        <translation>sube por la escalera hasta {square}</translation>
    </message>
    <message>
        <source>slides down the snake to {square}</source>
        <translation>baja por la serpiente hasta {square}</translation>
    </message>
    <message>
        <source>Nothing was chosen: one square leaves at each step, the front of the queue, {front}.</source>
        <translation>No has elegido nada: en cada paso sale una casilla, la del frente de la cola, {front}.</translation>
    </message>
    <message>
        <source>Only one square leaves at a time: the one at the front of the queue, {front}.</source>
        <translation>Solo sale una casilla cada vez: la del frente de la cola, {front}.</translation>
    </message>
    <message>
        <source>The queue is first-in, first-out: {front} entered before {square}, so {front} leaves first.</source>
        <translation>La cola es FIFO (el primero en entrar es el primero en salir): {front} entró antes que {square}, así que {front} sale primero.</translation>
    </message>
    <message>
        <source>Square {square} has already left the queue: each square leaves it once.</source>
        <translation>La casilla {square} ya ha salido de la cola: cada casilla sale una sola vez.</translation>
    </message>
    <message>
        <source>Square {square} is not in the queue: the search has not found it.</source>
        <translation>La casilla {square} no está en la cola: la búsqueda no la ha encontrado.</translation>
    </message>
    <message>
        <source>Square {square} was already found, at distance {distance}: it does not enter again.</source>
        <translation>La casilla {square} ya se encontró, a distancia {distance}: no vuelve a entrar.</translation>
    </message>
    <message>
        <source>No throw from {origin} comes to rest on {square}.</source>
        <translation>Ninguna tirada desde {origin} termina en {square}.</translation>
    </message>
    <message>
        <source>A throw of {face} from {origin} lands on {landed} and {moved}: {rest} enters, not {landed}.</source>
        <translation>Una tirada de {face} desde {origin} cae en {landed} y {moved}: entra {rest}, no {landed}.</translation>
    </message>
    <message>
        <source>A throw of {face} from {origin} lands on {landed} and {moved}, found already at distance {distance}: neither enters.</source>
        <translation>Una tirada de {face} desde {origin} cae en {landed} y {moved}, que ya se encontró a distancia {distance}: no entra ninguna de las dos.</translation>
    </message>
    <message>
        <source>A throw of {face} from {origin} lands on {landed} and {moved}, a new square: {rest} enters.</source>
        <translation>Una tirada de {face} desde {origin} cae en {landed} y {moved}, una casilla nueva: entra {rest}.</translation>
    </message>
    <message>
        <source>A throw of {face} from {origin} rests on {rest}, a new square: {rest} enters.</source>
        <translation>Una tirada de {face} desde {origin} termina en {rest}, una casilla nueva: entra {rest}.</translation>
    </message>
    <message>
        <source>The answer: {square}, the front of the queue.</source>
        <translation>La respuesta: {square}, el frente de la cola.</translation>
    </message>
    <message>
        <source>The answer: nothing enters the queue.</source>
        <translation>La respuesta: no entra nada en la cola.</translation>
    </message>
    <message>
        <source>The answer, in the order they enter the queue: {squares}.</source>
        <translation>La respuesta, en el orden en que entran en la cola: {squares}.</translation>
    </message>
    <message>
        <source>throw {face}: past the goal, not allowed</source>
        <translation>tirada de {face}: se pasa de la meta, no se permite</translation>
    </message>
    <message>
        <source>{landed}, {jump}</source>
        <translation>{landed}, {jump}</translation>
    </message>
    <message>
        <source>throw {face} {arrow} {where}: new, enters</source>
        <translation>tirada de {face} {arrow} {where}: nueva, entra</translation>
    </message>
    <message>
        <source>throw {face} {arrow} {where}: found already</source>
        <translation>tirada de {face} {arrow} {where}: ya encontrada</translation>
    </message>
    <message>
        <source>Square {square} is the goal: no throws from there.</source>
        <translation>La casilla {square} es la meta: desde ahí no se tira.</translation>
    </message>
    <message>
        <source>The throws from {square}:</source>
        <translation>Las tiradas desde {square}:</translation>
    </message>
    <message>
        <source>Score: {right} of {asked}</source>
        <translation>Puntuación: {right} de {asked}</translation>
    </message>
    <message>
        <source>Final score: {right} of {asked}</source>
        <translation>Puntuación final: {right} de {asked}</translation>
    </message>
    <message>
        <source>The search is over: there is no route (−1).</source>
        <translation>La búsqueda ha terminado: no hay ruta (−1).</translation>
    </message>
    <message numerus="yes">
        <source>The search is over. Fewest throws: %n.</source>
        <translation>
            <numerusform>La búsqueda ha terminado. Mínimo de tiradas: %n.</numerusform>
            <numerusform>La búsqueda ha terminado. Mínimo de tiradas: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>The queue is empty and the goal, {goal}, was never found: no throws reach it.</source>
        <translation>La cola está vacía y la meta, {goal}, no se ha encontrado: ninguna tirada llega a ella.</translation>
    </message>
    <message>
        <source>The route: {route} ({throws}).</source>
        <translation>La ruta: {route} ({throws}).</translation>
    </message>
    <message>
        <source>Level 1: lesson boards</source>
        <translation>Nivel 1: tableros de lección</translation>
    </message>
    <message>
        <source>Level 2: small random boards</source>
        <translation>Nivel 2: tableros pequeños al azar</translation>
    </message>
    <message>
        <source>Level 3: chains and dead ends</source>
        <translation>Nivel 3: cadenas y callejones sin salida</translation>
    </message>
    <message>
        <source>The board on show</source>
        <translation>El tablero que se muestra</translation>
    </message>
    <message>
        <source>Board {seed}: {rows}×{cols}</source>
        <translation>Tablero {seed}: {rows}×{cols}</translation>
    </message>
    <message>
        <source>“{text}” is not a square's number.</source>
        <translation>«{text}» no es un número de casilla.</translation>
    </message>
    <message>
        <source>There is no square {square} on this board: its squares run from {first} to {goal}.</source>
        <translation>No hay casilla {square} en este tablero: sus casillas van de la {first} a la {goal}.</translation>
    </message>
</context>
<context>
    <name>PredictDialog</name>
    <message>
        <source>Predict the next step</source>
        <translation>Predecir el siguiente paso</translation>
    </message>
    <message>
        <source>Click squares to choose them; or the arrow keys and Space</source>
        <translation>Haz clic en las casillas para elegirlas, o usa las flechas y Espacio</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Nivel:</translation>
    </message>
    <message>
        <source>New &amp;Session</source>
        <translation>Nueva &amp;sesión</translation>
    </message>
    <message>
        <source>The level's next board, from the first question</source>
        <translation>El siguiente tablero del nivel, desde la primera pregunta</translation>
    </message>
    <message>
        <source>square numbers, e.g. 15 7</source>
        <translation>números de casilla, p. ej., 15 7</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Tu respuesta</translation>
    </message>
    <message>
        <source>&amp;Your answer:</source>
        <translation>&amp;Tu respuesta:</translation>
    </message>
    <message>
        <source>&amp;Answer</source>
        <translation>&amp;Responder</translation>
    </message>
    <message>
        <source>Click squares or type their numbers; on the board the arrow keys move and Space picks. Enter answers; Enter or N goes on.</source>
        <translation>Haz clic en las casillas o escribe sus números; en el tablero, las flechas mueven y Espacio elige. Enter responde; Enter o N pasa a la siguiente.</translation>
    </message>
    <message>
        <source>Choose the square that leaves next: click it or type its number.</source>
        <translation>Elige la casilla que sale a continuación: haz clic en ella o escribe su número.</translation>
    </message>
    <message>
        <source>&amp;Next question</source>
        <translation>Siguiente &amp;pregunta</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <source>The system's language</source>
        <translation>El idioma del sistema</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>A new language is used from the next start of the app.</source>
        <translation>El nuevo idioma se usará la próxima vez que abras la aplicación.</translation>
    </message>
</context>
<context>
    <name>Present</name>
    <message>
        <source>The Learn room for a projector: the board and the search's words, large (F9; Esc leaves)</source>
        <translation>La sala Aprender para un proyector: el tablero y los textos de la búsqueda, en grande (F9; Escape para salir)</translation>
    </message>
    <message>
        <source>&amp;Present</source>
        <translation>Pre&amp;sentar</translation>
    </message>
    <message>
        <source>Leave Present</source>
        <translation>Salir de la presentación</translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <source>Classic family board</source>
        <translation>Tablero familiar clásico</translation>
    </message>
    <message>
        <source>LeetCode 909 example (6×6)</source>
        <translation>Ejemplo de LeetCode 909 (6×6)</translation>
    </message>
    <message>
        <source>30-cell linear board (5×6)</source>
        <translation>Tablero lineal de 30 casillas (5×6)</translation>
    </message>
    <message>
        <source>Milton Bradley classic (Chutes and Ladders)</source>
        <translation>Clásico de Milton Bradley (Chutes and Ladders)</translation>
    </message>
</context>
<context>
    <name>PrintPreview</name>
    <message>
        <source>Preview of the pages</source>
        <translation>Vista previa de las páginas</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Imprimir…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message numerus="yes">
        <source>%n sheet(s) of {paper}</source>
        <translation>
            <numerusform>%n hoja {paper}</numerusform>
            <numerusform>%n hojas {paper}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message numerus="yes">
        <source>invalid — %n error(s)</source>
        <translation>
            <numerusform>no válido — %n error</numerusform>
            <numerusform>no válido — %n errores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>valid — {summary}, %n warning(s)</source>
        <translation>
            <numerusform>válido — {summary}, %n aviso</numerusform>
            <numerusform>válido — {summary}, %n avisos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more warning(s): each is marked on the board.</source>
        <translation>
            <numerusform>… y %n aviso más: cada uno está marcado en el tablero.</numerusform>
            <numerusform>… y %n avisos más: cada uno está marcado en el tablero.</numerusform>
        </translation>
    </message>
    <message>
        <source>error: {what}</source>
        <translation>error: {what}</translation>
    </message>
    <message>
        <source>warning: {what}</source>
        <translation>aviso: {what}</translation>
    </message>
    <message>
        <source>No warnings: every snake and ladder works as drawn.</source>
        <translation>Sin avisos: todas las serpientes y escaleras funcionan tal como están dibujadas.</translation>
    </message>
    <message>
        <source>Checking the board…</source>
        <translation>Comprobando el tablero…</translation>
    </message>
</context>
<context>
    <name>ProblemsPanel</name>
    <message>
        <source>Board warnings</source>
        <translation>Avisos del tablero</translation>
    </message>
</context>
<context>
    <name>Progress</name>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
</context>
<context>
    <name>Prompter</name>
    <message>
        <source>Boards (*.snl *.json *.txt *.csv *.tsv)</source>
        <translation>Tableros (*.snl *.json *.txt *.csv *.tsv)</translation>
    </message>
    <message>
        <source>Snakes &amp; Ladders boards (*.snl)</source>
        <translation>Tableros de serpientes y escaleras (*.snl)</translation>
    </message>
    <message>
        <source>JSON boards (*.json)</source>
        <translation>Tableros JSON (*.json)</translation>
    </message>
    <message>
        <source>Spreadsheet matrices (*.csv *.tsv)</source>
        <translation>Matrices de hoja de cálculo (*.csv *.tsv)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <source>Save the changes to “{name}” before closing it?</source>
        <translation>¿Guardar los cambios de «{name}» antes de cerrarlo?</translation>
    </message>
    <message>
        <source>Your changes are lost if you don't save them.</source>
        <translation>Si no los guardas, perderás los cambios.</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Restaurar</translation>
    </message>
    <message>
        <source>Not Now</source>
        <translation>Ahora no</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>“{name}” has been changed on disk by another program since you opened it. Replace it?</source>
        <translation>Otro programa ha modificado «{name}» en el disco desde que lo abriste. ¿Sustituirlo?</translation>
    </message>
    <message>
        <source>“{name}” has been changed on disk by another program.</source>
        <translation>Otro programa ha modificado «{name}» en el disco.</translation>
    </message>
    <message>
        <source>Reload drops your unsaved changes; Keep Mine keeps them (saving replaces the other version); Save As keeps both.</source>
        <translation>«Volver a cargar» descarta tus cambios sin guardar; «Conservar mi versión» los mantiene (al guardar se sustituye la otra versión); «Guardar como» conserva las dos.</translation>
    </message>
    <message>
        <source>Reload shows the version on disk; Keep Mine keeps the board shown here (saving replaces the other version); Save As keeps both.</source>
        <translation>«Volver a cargar» muestra la versión del disco; «Conservar mi versión» mantiene el tablero que se ve aquí (al guardar se sustituye la otra versión); «Guardar como» conserva las dos.</translation>
    </message>
    <message>
        <source>Changed on disk</source>
        <translation>Modificado en el disco</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Volver a cargar</translation>
    </message>
    <message>
        <source>Overwrite</source>
        <translation>Sobrescribir</translation>
    </message>
    <message>
        <source>Keep Mine</source>
        <translation>Conservar mi versión</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>Guardar como…</translation>
    </message>
    <message>
        <source>Open board</source>
        <translation>Abrir tablero</translation>
    </message>
    <message>
        <source>Replace a read-only file</source>
        <translation>Sustituir un archivo de solo lectura</translation>
    </message>
    <message>
        <source>{file} is read-only. Replace it anyway?</source>
        <translation>{file} es de solo lectura. ¿Sustituirlo de todos modos?</translation>
    </message>
</context>
<context>
    <name>PropertiesDialog</name>
    <message>
        <source>Board properties</source>
        <translation>Propiedades del tablero</translation>
    </message>
    <message>
        <source>e.g. Jungle run</source>
        <translation>p. ej., Carrera en la selva</translation>
    </message>
    <message>
        <source>Who the board is for, what makes it fun…</source>
        <translation>Para quién es el tablero, qué lo hace divertido…</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nombre:</translation>
    </message>
    <message>
        <source>Description:</source>
        <translation>Descripción:</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>Mostrar los detalles...</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>Ocultar los detalles...</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Guardar todo</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Sí</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Sí a &amp;todo</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;No</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>N&amp;o a todo</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Interrumpir</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Reintentar</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Ignorar</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Ayuda</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Aplicar</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Reinicializar</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Restaurar los valores predeterminados</translation>
    </message>
</context>
<context>
    <name>QueueList</name>
    <message>
        <source>BFS queue</source>
        <translation>Cola BFS</translation>
    </message>
    <message>
        <source>BFS queue (front first)</source>
        <translation>Cola BFS (primero el frente)</translation>
    </message>
    <message numerus="yes">
        <source>square {square} · %n throw(s)</source>
        <translation>
            <numerusform>casilla {square} · %n tirada</numerusform>
            <numerusform>casilla {square} · %n tiradas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>BFS queue (front first): %n square(s)</source>
        <translation>
            <numerusform>Cola BFS (primero el frente): %n casilla</numerusform>
            <numerusform>Cola BFS (primero el frente): %n casillas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Quiz</name>
    <message>
        <source>Class Quiz</source>
        <translation>Cuestionario de clase</translation>
    </message>
    <message>
        <source>other</source>
        <translation>otras</translation>
    </message>
    <message numerus="yes">
        <source>%n student(s) in the quiz</source>
        <translation>
            <numerusform>%n alumno en el cuestionario</numerusform>
            <numerusform>%n alumnos en el cuestionario</numerusform>
        </translation>
    </message>
    <message>
        <source>Question {number} of {count}</source>
        <translation>Pregunta {number} de {count}</translation>
    </message>
    <message>
        <source>{answered} of {students} answered</source>
        <translation>Respuestas: {answered} de {students}</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s) left</source>
        <translation>
            <numerusform>Queda %n segundo</numerusform>
            <numerusform>Quedan %n segundos</numerusform>
        </translation>
    </message>
    <message>
        <source>Answers are closed.</source>
        <translation>Ya no se aceptan respuestas.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>Nobody answered this question.</source>
        <translation>Nadie ha respondido a esta pregunta.</translation>
    </message>
    <message>
        <source>{right} of {answered} right ({share})</source>
        <translation>Aciertos: {right} de {answered} ({share})</translation>
    </message>
    <message>
        <source>Nobody chose a wrong answer.</source>
        <translation>Nadie ha elegido una respuesta incorrecta.</translation>
    </message>
    <message numerus="yes">
        <source>The most common wrong answer, %n time(s): {answer}. {reason}</source>
        <translation>
            <numerusform>La respuesta incorrecta más frecuente, %n vez: {answer}. {reason}</numerusform>
            <numerusform>La respuesta incorrecta más frecuente, %n veces: {answer}. {reason}</numerusform>
        </translation>
    </message>
    <message>
        <source>{place}. {nickname}: {right} right</source>
        <translation>{place}. {nickname} (aciertos: {right})</translation>
    </message>
    <message>
        <source>Q{number}: {share}</source>
        <translation>P{number}: {share}</translation>
    </message>
    <message>
        <source>no answers</source>
        <translation>sin respuestas</translation>
    </message>
    <message>
        <source>Results saved to {path}</source>
        <translation>Resultados guardados en {path}</translation>
    </message>
</context>
<context>
    <name>QuizDialog</name>
    <message>
        <source>Class Quiz</source>
        <translation>Cuestionario de clase</translation>
    </message>
    <message>
        <source>Join the quiz on your phone</source>
        <translation>Únete al cuestionario con tu móvil</translation>
    </message>
    <message>
        <source>Room code:</source>
        <translation>Código de la sala:</translation>
    </message>
    <message>
        <source>Too many wrong codes: the room takes none until you make a new code.</source>
        <translation>Demasiados códigos incorrectos: la sala no acepta ninguno hasta que crees un código nuevo.</translation>
    </message>
    <message>
        <source>New Code</source>
        <translation>Código nuevo</translation>
    </message>
    <message>
        <source>Students</source>
        <translation>Alumnos</translation>
    </message>
    <message>
        <source>&amp;Remove Student</source>
        <translation>&amp;Quitar alumno</translation>
    </message>
    <message>
        <source>Take the chosen nickname out of the quiz (it cannot join again)</source>
        <translation>Saca el apodo elegido del cuestionario (no podrá volver a unirse)</translation>
    </message>
    <message>
        <source>no timer</source>
        <translation>sin límite</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>&amp;Time to answer:</source>
        <translation>&amp;Tiempo para responder:</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Siguiente</translation>
    </message>
    <message>
        <source>Ask the next question, or reveal the one asked (Page Down, Right, Space)</source>
        <translation>Hacer la siguiente pregunta o mostrar la respuesta de la actual (Av Pág, flecha derecha, Espacio)</translation>
    </message>
    <message>
        <source>&amp;Stop Answers</source>
        <translation>&amp;Cerrar respuestas</translation>
    </message>
    <message>
        <source>&amp;End Quiz</source>
        <translation>&amp;Finalizar cuestionario</translation>
    </message>
    <message>
        <source>Show &amp;Leaderboard</source>
        <translation>Mostrar c&amp;lasificación</translation>
    </message>
    <message>
        <source>Nicknames with the most right answers (off: only the class's score)</source>
        <translation>Apodos con más respuestas correctas (desactivado: solo la puntuación de la clase)</translation>
    </message>
    <message>
        <source>Save &amp;Results…</source>
        <translation>&amp;Guardar resultados…</translation>
    </message>
    <message>
        <source>QR code of {address}</source>
        <translation>Código QR de {address}</translation>
    </message>
    <message>
        <source>Room code {code}</source>
        <translation>Código de la sala {code}</translation>
    </message>
    <message>
        <source>Not connected now (can rejoin)</source>
        <translation>Sin conexión ahora (puede volver a unirse)</translation>
    </message>
    <message>
        <source>The quiz is over.</source>
        <translation>El cuestionario ha terminado.</translation>
    </message>
    <message>
        <source>Waiting to start</source>
        <translation>Esperando para empezar</translation>
    </message>
    <message>
        <source>Students join on their phones; then ask the first question.</source>
        <translation>Los alumnos se unen desde sus móviles; después, haz la primera pregunta.</translation>
    </message>
    <message>
        <source>The class so far: {scores}</source>
        <translation>La clase hasta ahora: {scores}</translation>
    </message>
    <message>
        <source>&amp;Reveal</source>
        <translation>&amp;Mostrar respuesta</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>Ter&amp;minar</translation>
    </message>
    <message>
        <source>&amp;Next Question</source>
        <translation>&amp;Siguiente pregunta</translation>
    </message>
    <message>
        <source>&amp;Ask First Question</source>
        <translation>&amp;Hacer la primera pregunta</translation>
    </message>
    <message>
        <source>Save the quiz's results</source>
        <translation>Guardar los resultados del cuestionario</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>quiz-results.csv</source>
        <translation>resultados-cuestionario.csv</translation>
    </message>
    <message>
        <source>The results could not be saved: {problem}</source>
        <translation>No se han podido guardar los resultados: {problem}</translation>
    </message>
</context>
<context>
    <name>Recovery</name>
    <message>
        <source>Unsaved work could not be read</source>
        <translation>No se ha podido leer el trabajo sin guardar</translation>
    </message>
    <message>
        <source>{app} closed without saving changes to {file}. Restore them?</source>
        <translation>{app} se cerró sin guardar los cambios de {file}. ¿Restaurarlos?</translation>
    </message>
    <message>
        <source>{app} closed without saving changes to the board “{name}”. Restore them?</source>
        <translation>{app} se cerró sin guardar los cambios del tablero «{name}». ¿Restaurarlos?</translation>
    </message>
    <message>
        <source>{app} closed without saving changes to an untitled board. Restore them?</source>
        <translation>{app} se cerró sin guardar los cambios de un tablero sin título. ¿Restaurarlos?</translation>
    </message>
    <message>
        <source>Restored unsaved work</source>
        <translation>Trabajo sin guardar restaurado</translation>
    </message>
    <message>
        <source>Restored as an untitled board: {file} is not a board file, so Save asks where to save it.</source>
        <translation>Restaurado como tablero sin título: {file} no es un archivo de tablero, así que Guardar te preguntará dónde guardarlo.</translation>
    </message>
    <message>
        <source>Restore unsaved work</source>
        <translation>Restaurar el trabajo sin guardar</translation>
    </message>
    <message>
        <source>Not Now keeps them in {folder} for the next start; Discard deletes them.</source>
        <translation>«Ahora no» los conserva en {folder} para la próxima vez; «Descartar» los borra.</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Restaurar</translation>
    </message>
</context>
<context>
    <name>Room</name>
    <message>
        <source>This computer is not on a local network: connect it to the same Wi-Fi as the phones, then try again.</source>
        <translation>Este ordenador no está en una red local: conéctalo a la misma wifi que los móviles y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>No network port is free for the room: close another program that serves the network.</source>
        <translation>No hay ningún puerto de red libre para la sala: cierra algún otro programa que ofrezca servicios en la red.</translation>
    </message>
    <message>
        <source>The phones' page is missing from this installation: {problem}</source>
        <translation>Falta la página de los móviles en esta instalación: {problem}</translation>
    </message>
</context>
<context>
    <name>Rooms</name>
    <message>
        <source>&amp;Home</source>
        <translation>&amp;Inicio</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Jugar</translation>
    </message>
    <message>
        <source>&amp;Design</source>
        <translation>&amp;Diseñar</translation>
    </message>
    <message>
        <source>&amp;Learn</source>
        <translation>Apre&amp;nder</translation>
    </message>
    <message>
        <source>{room} room</source>
        <translation>Sala {room}</translation>
    </message>
    <message>
        <source>The start screen: play, design or learn, and recent boards</source>
        <translation>La pantalla de inicio: jugar, diseñar o aprender, y los tableros recientes</translation>
    </message>
    <message>
        <source>Play a game on this board</source>
        <translation>Jugar una partida en este tablero</translation>
    </message>
    <message>
        <source>Draw snakes and ladders and see how the board plays</source>
        <translation>Dibujar serpientes y escaleras y ver cómo se juega el tablero</translation>
    </message>
    <message>
        <source>Watch breadth-first search find the fewest throws</source>
        <translation>Ver cómo la búsqueda en anchura encuentra el mínimo de tiradas</translation>
    </message>
    <message>
        <source>Rooms</source>
        <translation>Salas</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>rule '{name}' must be true or false, not {value}</source>
        <translation>la regla '{name}' debe ser true o false, no {value}</translation>
    </message>
    <message>
        <source>rule '{name}' must be one of {choices}, not {value}</source>
        <translation>la regla '{name}' debe ser una de {choices}, no {value}</translation>
    </message>
    <message>
        <source>'rules' must be an object, not {type}</source>
        <translation>'rules' debe ser un objeto, no {type}</translation>
    </message>
    <message>
        <source>a 6 throws again</source>
        <translation>un 6 repite tirada</translation>
    </message>
    <message>
        <source>one die a turn</source>
        <translation>un dado por turno</translation>
    </message>
    <message>
        <source>three sixes count 18</source>
        <translation>tres seises suman 18</translation>
    </message>
    <message>
        <source>start on square 1</source>
        <translation>salida en la casilla 1</translation>
    </message>
    <message>
        <source>start off the board</source>
        <translation>salida fuera del tablero</translation>
    </message>
    <message>
        <source>Everybody starts off the board, just before square 1.</source>
        <translation>Todos empiezan fuera del tablero, justo antes de la casilla 1.</translation>
    </message>
    <message>
        <source>But three 6s in a row and the turn is lost: your token goes back to where the turn began — unless the third 6 reaches the last square: that wins!</source>
        <translation>Pero con tres 6 seguidos pierdes el turno: tu ficha vuelve a donde empezó el turno, salvo que el tercer 6 llegue a la última casilla: ¡entonces ganas!</translation>
    </message>
    <message>
        <source>Everybody starts on square 1.</source>
        <translation>Todos empiezan en la casilla 1.</translation>
    </message>
    <message>
        <source>three sixes lose the turn</source>
        <translation>tres seises pierden el turno</translation>
    </message>
    <message>
        <source>each throw moves the token</source>
        <translation>cada tirada mueve la ficha</translation>
    </message>
    <message>
        <source>a throw past the last square is not moved</source>
        <translation>una tirada que pasa de la última casilla no se mueve</translation>
    </message>
    <message>
        <source>bounce back from the last square</source>
        <translation>rebote en la última casilla</translation>
    </message>
    <message>
        <source>any throw past the last square wins</source>
        <translation>cualquier tirada que pase de la última casilla gana</translation>
    </message>
    <message>
        <source>throw a 6 to start</source>
        <translation>se sale sacando un 6</translation>
    </message>
    <message>
        <source>Everybody starts off the board and needs a 6 to start: until you throw a 6, your token waits off the board.</source>
        <translation>Todos empiezan fuera del tablero y necesitan un 6 para salir: hasta que saques un 6, tu ficha espera fuera del tablero.</translation>
    </message>
    <message>
        <source>Take turns: throw the die and move your token that many squares.</source>
        <translation>Por turnos: tira el dado y mueve tu ficha ese número de casillas.</translation>
    </message>
    <message>
        <source>Threw a 6? Throw again! You can throw up to three times in one turn.</source>
        <translation>¿Te sale un 6? ¡Vuelve a tirar! Puedes tirar hasta tres veces en un turno.</translation>
    </message>
    <message>
        <source>But three 6s in a row and the turn is lost: your token stays where it was.</source>
        <translation>Pero con tres 6 seguidos se pierde el turno: tu ficha se queda donde estaba.</translation>
    </message>
    <message>
        <source>Move after every throw: a 6 moves you 6 squares straight away, then you throw again.</source>
        <translation>Mueve después de cada tirada: con un 6 avanzas 6 casillas enseguida y luego vuelves a tirar.</translation>
    </message>
    <message>
        <source>Add up all your throws, then move once by the total.</source>
        <translation>Suma todas tus tiradas y luego avanza el total de una sola vez.</translation>
    </message>
    <message>
        <source>Land at the bottom of a ladder? Climb up it!</source>
        <translation>¿Caes al pie de una escalera? ¡Sube por ella!</translation>
    </message>
    <message>
        <source>Land on a snake's head? Slide down to its tail.</source>
        <translation>¿Caes en la cabeza de una serpiente? Baja por ella hasta la cola.</translation>
    </message>
    <message>
        <source>Too big a throw to land exactly on the last square? Stay where you are.</source>
        <translation>¿Sacas demasiado para caer justo en la última casilla? Quédate donde estás.</translation>
    </message>
    <message>
        <source>Too big a throw to land exactly on the last square? Count to the end and back again.</source>
        <translation>¿Sacas demasiado para caer justo en la última casilla? Cuenta hasta el final y vuelve hacia atrás.</translation>
    </message>
    <message>
        <source>Too big a throw for the last square? It still takes you there: no exact throw needed.</source>
        <translation>¿Sacas más de lo que necesitas para la última casilla? Llegas igualmente: no hace falta la tirada exacta.</translation>
    </message>
    <message>
        <source>The first to reach the last square wins!</source>
        <translation>¡Gana quien llegue primero a la última casilla!</translation>
    </message>
    <message>
        <source>The first to land exactly on the last square wins!</source>
        <translation>¡Gana quien caiga primero justo en la última casilla!</translation>
    </message>
</context>
<context>
    <name>RulesForm</name>
    <message>
        <source>House rules</source>
        <translation>Reglas de la casa</translation>
    </message>
    <message>
        <source>A 6 earns another throw (at most three a turn)</source>
        <translation>Un 6 da otra tirada (como máximo tres por turno)</translation>
    </message>
    <message>
        <source>Three sixes lose the turn</source>
        <translation>Con tres seises se pierde el turno</translation>
    </message>
    <message>
        <source>Each throw moves the token (a 6 then a 2: 6 squares, any snake or ladder, then 2)</source>
        <translation>Cada tirada mueve la ficha (un 6 y luego un 2: 6 casillas, la serpiente o escalera, y luego 2)</translation>
    </message>
    <message>
        <source>Off: the token moves once, by the sum of the turn's dice, jumping over what lies between.
On: every throw moves it; reaching the last square wins at once, even on a third 6;
a third 6 short of it (when three sixes lose the turn) sends it back to where the turn began.</source>
        <translation>Desactivado: la ficha se mueve una vez, por la suma de los dados del turno, saltando lo que haya entre medias.
Activado: cada tirada la mueve; llegar a la última casilla gana al instante, incluso con un tercer 6;
un tercer 6 que no llega (cuando tres seises pierden el turno) la devuelve a donde empezó el turno.</translation>
    </message>
    <message>
        <source>Stay where you are</source>
        <translation>Se queda donde está</translation>
    </message>
    <message>
        <source>Bounce back from the last square</source>
        <translation>Rebota desde la última casilla</translation>
    </message>
    <message>
        <source>Finish: it reaches the last square</source>
        <translation>Termina: llega a la última casilla</translation>
    </message>
    <message>
        <source>On square 1</source>
        <translation>En la casilla 1</translation>
    </message>
    <message>
        <source>Off the board (square 0)</source>
        <translation>Fuera del tablero (casilla 0)</translation>
    </message>
    <message>
        <source>Off the board: need a 6 to start</source>
        <translation>Fuera del tablero: hace falta un 6 para salir</translation>
    </message>
    <message>
        <source>A throw past the last square:</source>
        <translation>Tirada que se pasa de la última casilla:</translation>
    </message>
    <message>
        <source>Need a 6 to start: each token waits off the board until its player throws a 6;
the 6 then moves it onto the board (and earns another throw, when a 6 does).</source>
        <translation>Hace falta un 6 para salir: cada ficha espera fuera del tablero hasta que su jugador saque un 6;
ese 6 la pone en el tablero (y da otra tirada, cuando un 6 la da).</translation>
    </message>
    <message>
        <source>Tokens start:</source>
        <translation>Las fichas empiezan:</translation>
    </message>
</context>
<context>
    <name>Search</name>
    <message>
        <source>square {square} is not on the board (0..{goal})</source>
        <translation>la casilla {square} no está en el tablero (0..{goal})</translation>
    </message>
    <message>
        <source>cannot start a search on square {square}: the board has squares 0..{goal}</source>
        <translation>no se puede empezar una búsqueda en la casilla {square}: el tablero tiene las casillas 0..{goal}</translation>
    </message>
    <message numerus="yes">
        <source>%n throw(s)</source>
        <translation>
            <numerusform>%n tirada</numerusform>
            <numerusform>%n tiradas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n square(s)</source>
        <translation>
            <numerusform>%n casilla</numerusform>
            <numerusform>%n casillas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln frame(s)</source>
        <translation>
            <numerusform>%Ln fotograma</numerusform>
            <numerusform>%Ln fotogramas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n second(s)</source>
        <translation>
            <numerusform>alrededor de %n segundo</numerusform>
            <numerusform>unos %n segundos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <translation>
            <numerusform>alrededor de %n minuto</numerusform>
            <numerusform>unos %n minutos</numerusform>
        </translation>
    </message>
    <message>
        <source>{frames}, {length}</source>
        <translation>{frames}, {length}</translation>
    </message>
    <message>
        <source>Step {position} of {total}</source>
        <translation>Paso {position} de {total}</translation>
    </message>
    <message>
        <source>Queue: empty</source>
        <translation>Cola: vacía</translation>
    </message>
    <message numerus="yes">
        <source>Queue (front first): %n square(s)</source>
        <translation>
            <numerusform>Cola (primero el frente): %n casilla</numerusform>
            <numerusform>Cola (primero el frente): %n casillas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Queue (front first): {squares} … and %n more</source>
        <translation>
            <numerusform>Cola (primero el frente): {squares} … y %n más</numerusform>
            <numerusform>Cola (primero el frente): {squares} … y %n más</numerusform>
        </translation>
    </message>
    <message>
        <source>Queue (front first): {squares}</source>
        <translation>Cola (primero el frente): {squares}</translation>
    </message>
    <message>
        <source>one throw</source>
        <translation>una tirada</translation>
    </message>
    <message>
        <source>one square</source>
        <translation>una casilla</translation>
    </message>
    <message>
        <source>one depth</source>
        <translation>un nivel de profundidad</translation>
    </message>
    <message>
        <source>ladder to {square}</source>
        <translation>escalera hasta {square}</translation>
    </message>
    <message>
        <source>snake to {square}</source>
        <translation>serpiente hasta {square}</translation>
    </message>
    <message>
        <source>throw {face} → square {square}</source>
        <translation>tirada de {face} → casilla {square}</translation>
    </message>
    <message>
        <source>throw {face} → {square}</source>
        <translation>tirada de {face} → {square}</translation>
    </message>
    <message>
        <source>throw {face} → square {square}, {jump}</source>
        <translation>tirada de {face} → casilla {square}, {jump}</translation>
    </message>
    <message>
        <source>throw {face} → {square}, {jump}</source>
        <translation>tirada de {face} → {square}, {jump}</translation>
    </message>
    <message>
        <source>Square {square}: throws 1–6 rest on {rests}</source>
        <translation>Casilla {square}: las tiradas 1–6 terminan en {rests}</translation>
    </message>
    <message>
        <source>Square {square}: only a 6 brings the token on the board; it rests on {rest}</source>
        <translation>Casilla {square}: solo un 6 pone la ficha en el tablero; termina en {rest}</translation>
    </message>
    <message numerus="yes">
        <source>Square {square}: the goal, reached in %n throw(s); the search stops there</source>
        <translation>
            <numerusform>Casilla {square}: la meta, alcanzada en %n tirada; la búsqueda se detiene ahí</numerusform>
            <numerusform>Casilla {square}: la meta, alcanzada en %n tiradas; la búsqueda se detiene ahí</numerusform>
        </translation>
    </message>
    <message>
        <source>Square {square}: the goal, never reached; the search stops there</source>
        <translation>Casilla {square}: la meta, nunca alcanzada; la búsqueda se detiene ahí</translation>
    </message>
    <message>
        <source>Square {square}: no token rests here (a jump starts on it)</source>
        <translation>Casilla {square}: ninguna ficha se queda aquí (en ella empieza un salto)</translation>
    </message>
</context>
<context>
    <name>SearchControls</name>
    <message>
        <source>Play</source>
        <translation>Reproducir</translation>
    </message>
    <message>
        <source>Play or pause the search (F5)</source>
        <translation>Reproducir o pausar la búsqueda (F5)</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Atrás</translation>
    </message>
    <message>
        <source>Step back (Shift+F6)</source>
        <translation>Paso atrás (Mayúsculas+F6)</translation>
    </message>
    <message>
        <source>Step ▶</source>
        <translation>Paso ▶</translation>
    </message>
    <message>
        <source>Step forward (F6)</source>
        <translation>Paso adelante (F6)</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Reiniciar</translation>
    </message>
    <message>
        <source>Back to the start (Ctrl+F5)</source>
        <translation>Volver al principio (Control+F5)</translation>
    </message>
    <message>
        <source>Next Step</source>
        <translation>Paso siguiente</translation>
    </message>
    <message>
        <source>Step forward (Page Down, →)</source>
        <translation>Paso adelante (Av Pág, →)</translation>
    </message>
    <message>
        <source>Previous Step</source>
        <translation>Paso anterior</translation>
    </message>
    <message>
        <source>Step back (Page Up, ←)</source>
        <translation>Paso atrás (Re Pág, ←)</translation>
    </message>
    <message>
        <source>Step size</source>
        <translation>Tamaño del paso</translation>
    </message>
    <message>
        <source>Step &amp;Size</source>
        <translation>&amp;Tamaño del paso</translation>
    </message>
    <message>
        <source>Next Step Size</source>
        <translation>Siguiente tamaño de paso</translation>
    </message>
    <message>
        <source>One throw, one square, one depth (Ctrl+F6)</source>
        <translation>Una tirada, una casilla, un nivel de profundidad (Control+F6)</translation>
    </message>
    <message>
        <source>How far one step goes: one throw examined, one square expanded, or one depth</source>
        <translation>Cuánto avanza un paso: una tirada examinada, una casilla expandida o un nivel de profundidad</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Velocidad</translation>
    </message>
    <message>
        <source>From one step every 2 seconds to the whole search in under a second</source>
        <translation>Desde un paso cada 2 segundos hasta toda la búsqueda en menos de un segundo</translation>
    </message>
    <message>
        <source>Slower</source>
        <translation>Más lento</translation>
    </message>
    <message>
        <source>Play the search slower (F7)</source>
        <translation>Reproducir la búsqueda más despacio (F7)</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>Más rápido</translation>
    </message>
    <message>
        <source>Play the search faster (F8)</source>
        <translation>Reproducir la búsqueda más deprisa (F8)</translation>
    </message>
    <message>
        <source>Search position</source>
        <translation>Posición en la búsqueda</translation>
    </message>
    <message>
        <source>Every step of the search: drag to any moment</source>
        <translation>Todos los pasos de la búsqueda: arrastra hasta cualquier momento</translation>
    </message>
    <message>
        <source>Heat map: show every square's distance</source>
        <translation>Mapa de calor: mostrar la distancia de cada casilla</translation>
    </message>
    <message>
        <source>Show every square's distance at once (Ctrl+Shift+M)</source>
        <translation>Mostrar a la vez la distancia de cada casilla (Control+Mayúsculas+M)</translation>
    </message>
    <message>
        <source>&amp;Heat Map</source>
        <translation>&amp;Mapa de calor</translation>
    </message>
    <message>
        <source>Fade the snakes and ladders</source>
        <translation>Atenuar las serpientes y escaleras</translation>
    </message>
    <message>
        <source>While the search is drawn, the snakes and ladders fade so that its arrows read on any art</source>
        <translation>Mientras se dibuja la búsqueda, las serpientes y escaleras se atenúan para que sus flechas se lean sobre cualquier dibujo</translation>
    </message>
    <message>
        <source>&amp;Fade the Art</source>
        <translation>&amp;Atenuar el dibujo</translation>
    </message>
    <message>
        <source>Step:</source>
        <translation>Paso:</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Velocidad:</translation>
    </message>
    <message>
        <source>Search:</source>
        <translation>Búsqueda:</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Everywhere</source>
        <translation>En todas partes</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jugar</translation>
    </message>
    <message>
        <source>Design</source>
        <translation>Diseñar</translation>
    </message>
    <message>
        <source>Learn</source>
        <translation>Aprender</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Find a key or an action</source>
        <translation>Buscar una tecla o una acción</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Acción</translation>
    </message>
</context>
<context>
    <name>SizeBar</name>
    <message>
        <source>Rows</source>
        <translation>Filas</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Columnas</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>Cuadrado</translation>
    </message>
    <message>
        <source>Keep as many columns as rows</source>
        <translation>Mantener tantas columnas como filas</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Tamaño:</translation>
    </message>
</context>
<context>
    <name>SolverPanel</name>
    <message>
        <source>Depth</source>
        <translation>Profundidad</translation>
    </message>
    <message>
        <source>Copy the graph (adjacency list)</source>
        <translation>Copiar el grafo (lista de adyacencia)</translation>
    </message>
    <message>
        <source>Each square where a token can rest, and where throws 1–6 take it: to check your own BFS</source>
        <translation>Cada casilla donde puede quedarse una ficha y adónde la llevan las tiradas 1–6: para comprobar tu propia BFS</translation>
    </message>
    <message>
        <source>Working out the fewest throws…</source>
        <translation>Calculando el mínimo de tiradas…</translation>
    </message>
    <message>
        <source>Fewest throws: {throws}</source>
        <translation>Mínimo de tiradas: {throws}</translation>
    </message>
    <message>
        <source>One die a throw never reaches the goal</source>
        <translation>Con un dado por tirada nunca se llega a la meta</translation>
    </message>
    <message>
        <source>Depth {depth}: squares {throws} away</source>
        <translation>Profundidad {depth}: casillas a {throws}</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Reproducir</translation>
    </message>
    <message>
        <source>Step {position} of {total} — {state}</source>
        <translation>Paso {position} de {total} — {state}</translation>
    </message>
</context>
<context>
    <name>SolverWords</name>
    <message>
        <source>Press Play (F5) to watch breadth-first search find it, or Step (F6) to go one step at a time.</source>
        <translation>Pulsa Reproducir (F5) para ver cómo lo encuentra la búsqueda en anchura, o Paso (F6) para avanzar paso a paso.</translation>
    </message>
    <message>
        <source>A 6 is needed to start, and a 6 goes past the last square: no token can come on the board.</source>
        <translation>Hace falta un 6 para salir, y un 6 se pasa de la última casilla: ninguna ficha puede entrar en el tablero.</translation>
    </message>
    <message>
        <source>The farthest the token can rest on is square {square}. Every throw from there lands on a jump back down: {jumps}. Coloured squares can be reached.</source>
        <translation>Lo más lejos que puede quedarse la ficha es la casilla {square}. Todas las tiradas desde ahí caen en un salto hacia abajo: {jumps}. Las casillas coloreadas se pueden alcanzar.</translation>
    </message>
    <message>
        <source>Route: {route}</source>
        <translation>Ruta: {route}</translation>
    </message>
</context>
<context>
    <name>Start</name>
    <message>
        <source>the saved game</source>
        <translation>la partida guardada</translation>
    </message>
    <message>
        <source>cannot write {file}</source>
        <translation>no se puede escribir {file}</translation>
    </message>
    <message>
        <source>the window was not painted in time</source>
        <translation>la ventana no se dibujó a tiempo</translation>
    </message>
    <message>
        <source>No home folder</source>
        <translation>Sin carpeta personal</translation>
    </message>
    <message>
        <source>Cannot open board</source>
        <translation>No se puede abrir el tablero</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>today</source>
        <translation>hoy</translation>
    </message>
    <message>
        <source>yesterday</source>
        <translation>ayer</translation>
    </message>
    <message>
        <source>turn {number}</source>
        <translation>turno {number}</translation>
    </message>
    <message>
        <source>What would you like to do?</source>
        <translation>¿Qué quieres hacer?</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jugar</translation>
    </message>
    <message>
        <source>Play a game</source>
        <translation>Jugar una partida</translation>
    </message>
    <message>
        <source>Roll the dice with family and friends, or against the computer</source>
        <translation>Tira los dados con la familia y los amigos, o contra la máquina</translation>
    </message>
    <message>
        <source>Design</source>
        <translation>Diseñar</translation>
    </message>
    <message>
        <source>Design a board</source>
        <translation>Diseñar un tablero</translation>
    </message>
    <message>
        <source>Draw snakes and ladders with the mouse and see at once how the board plays</source>
        <translation>Dibuja serpientes y escaleras arrastrando y mira al instante cómo se juega el tablero</translation>
    </message>
    <message>
        <source>Learn</source>
        <translation>Aprender</translation>
    </message>
    <message>
        <source>Learn how the search works</source>
        <translation>Aprender cómo funciona la búsqueda</translation>
    </message>
    <message>
        <source>Watch breadth-first search find the fewest throws, step by step</source>
        <translation>Mira cómo la búsqueda en anchura encuentra el mínimo de tiradas, paso a paso</translation>
    </message>
    <message>
        <source>Recent boards</source>
        <translation>Tableros recientes</translation>
    </message>
    <message>
        <source>Boards you open or save appear here.</source>
        <translation>Aquí aparecen los tableros que abres o guardas.</translation>
    </message>
    <message>
        <source>Unfinished games</source>
        <translation>Partidas sin terminar</translation>
    </message>
    <message>
        <source>Games you stop before the end wait here, to play on.</source>
        <translation>Las partidas que dejas antes del final esperan aquí para continuar.</translation>
    </message>
    <message>
        <source>Start in the last room I used</source>
        <translation>Empezar en la última sala que usé</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Plays as</source>
        <translation>Juega como</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victorias</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Tasa de victorias</translation>
    </message>
    <message>
        <source>Longest climb</source>
        <translation>Subida más larga</translation>
    </message>
    <message>
        <source>Most snakes met</source>
        <translation>Más serpientes pisadas</translation>
    </message>
    <message>
        <source>Longest slide</source>
        <translation>Bajada más larga</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Tamaño</translation>
    </message>
    <message>
        <source>Most wins</source>
        <translation>Más victorias</translation>
    </message>
    <message>
        <source>Fewest turns</source>
        <translation>Menos turnos</translation>
    </message>
    <message>
        <source>Average turns</source>
        <translation>Turnos de media</translation>
    </message>
    <message>
        <source>Players' statistics</source>
        <translation>Estadísticas de los jugadores</translation>
    </message>
    <message>
        <source>Boards' statistics</source>
        <translation>Estadísticas de los tableros</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Tableros</translation>
    </message>
    <message>
        <source>C&amp;lear Statistics…</source>
        <translation>&amp;Borrar estadísticas…</translation>
    </message>
    <message>
        <source>Forget every game recorded (asks first)</source>
        <translation>Olvidar todas las partidas registradas (pregunta antes)</translation>
    </message>
    <message>
        <source>Reading the game history…</source>
        <translation>Leyendo el historial de partidas…</translation>
    </message>
    <message>
        <source>The game history is busy: another program is using it. The figures appear as soon as it is free.</source>
        <translation>El historial de partidas está ocupado: otro programa lo está usando. Las cifras aparecerán en cuanto quede libre.</translation>
    </message>
    <message>
        <source>The game history cannot be read: {why}</source>
        <translation>No se puede leer el historial de partidas: {why}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) played since {date}</source>
        <translation>
            <numerusform>%Ln partida jugada desde el {date}</numerusform>
            <numerusform>%Ln partidas jugadas desde el {date}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Forget all %Ln game(s) recorded? This cannot be undone.</source>
        <translation>
            <numerusform>¿Olvidar la única partida registrada? No se puede deshacer.</numerusform>
            <numerusform>¿Olvidar las %Ln partidas registradas? No se puede deshacer.</numerusform>
        </translation>
    </message>
    <message>
        <source>No games yet. When a game is won it is kept here: who played, who won, the longest ladder climbed and the most snakes met.</source>
        <translation>Aún no hay partidas. Cuando alguien gana una partida, se guarda aquí: quién jugó, quién ganó, la escalera más larga subida y el mayor número de serpientes pisadas.</translation>
    </message>
    <message>
        <source>the computer</source>
        <translation>la máquina</translation>
    </message>
    <message>
        <source>a person</source>
        <translation>una persona</translation>
    </message>
    <message>
        <source>{rate}%</source>
        <translation>{rate} %</translation>
    </message>
    <message>
        <source>{name} (computer)</source>
        <translation>{name} (máquina)</translation>
    </message>
    <message>
        <source>{rows}×{cols}</source>
        <translation>{rows}×{cols}</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sin título</translation>
    </message>
    <message>
        <source>{name}: {wins}</source>
        <translation>{name}: {wins}</translation>
    </message>
    <message>
        <source>Clear Statistics</source>
        <translation>Borrar estadísticas</translation>
    </message>
    <message>
        <source>Nothing was cleared: {why}</source>
        <translation>No se ha borrado nada: {why}</translation>
    </message>
</context>
<context>
    <name>StatisticsMenu</name>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Estadísticas…</translation>
    </message>
    <message>
        <source>Games, wins and records of every player</source>
        <translation>Partidas, victorias y récords de cada jugador</translation>
    </message>
</context>
<context>
    <name>TeachingDocks</name>
    <message>
        <source>Graph</source>
        <translation>Grafo</translation>
    </message>
    <message>
        <source>BFS Code</source>
        <translation>Código BFS</translation>
    </message>
    <message>
        <source>The board as a graph: each square's six throws, laid out by BFS depth</source>
        <translation>El tablero como grafo: las seis tiradas de cada casilla, ordenadas por profundidad BFS</translation>
    </message>
    <message>
        <source>The BFS code, its current line and its variables, as the search steps</source>
        <translation>El código BFS, su línea actual y sus variables, mientras avanza la búsqueda</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Código</translation>
    </message>
    <message>
        <source>Why BFS?</source>
        <translation>¿Por qué BFS?</translation>
    </message>
    <message>
        <source>The same board searched depth-first, step by step (Ctrl+B)</source>
        <translation>El mismo tablero recorrido en profundidad, paso a paso (Control+B)</translation>
    </message>
    <message>
        <source>The search as an animated GIF or APNG, or this step as a picture (Ctrl+Shift+E)</source>
        <translation>La búsqueda como GIF animado o APNG, o este paso como imagen (Control+Mayúsculas+E)</translation>
    </message>
    <message>
        <source>Export Animation…</source>
        <translation>Exportar animación…</translation>
    </message>
    <message>
        <source>A quiz: before each step of the search, predict it on the board; a score is kept</source>
        <translation>Un cuestionario: antes de cada paso de la búsqueda, predícelo en el tablero; se lleva la puntuación</translation>
    </message>
    <message>
        <source>Predict…</source>
        <translation>Predecir…</translation>
    </message>
    <message>
        <source>Predict for the whole class: students answer each step on their phones, the answers shown as bars</source>
        <translation>Predecir con toda la clase: los alumnos responden cada paso en sus móviles y las respuestas se muestran como barras</translation>
    </message>
    <message>
        <source>Class Quiz…</source>
        <translation>Cuestionario de clase…</translation>
    </message>
    <message>
        <source>Run your own LeetCode 909 solution on 500+ boards, in a separate process, and see what fails</source>
        <translation>Ejecutar tu propia solución de LeetCode 909 con más de 500 tableros, en un proceso aparte, y ver qué falla</translation>
    </message>
    <message>
        <source>Check My Code…</source>
        <translation>Comprobar mi código…</translation>
    </message>
    <message>
        <source>Every .py file of a folder (a class's solutions) checked at once, in a table</source>
        <translation>Todos los archivos .py de una carpeta (las soluciones de una clase) comprobados a la vez, en una tabla</translation>
    </message>
    <message>
        <source>Check a Folder…</source>
        <translation>Comprobar una carpeta…</translation>
    </message>
</context>
<context>
    <name>TextSize</name>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;Large</source>
        <translation>&amp;Grande</translation>
    </message>
    <message>
        <source>&amp;Huge</source>
        <translation>&amp;Enorme</translation>
    </message>
    <message>
        <source>Text &amp;Size</source>
        <translation>&amp;Tamaño del texto</translation>
    </message>
    <message>
        <source>&amp;Cycle Text Size</source>
        <translation>&amp;Alternar tamaño del texto</translation>
    </message>
    <message>
        <source>Normal, large, huge: every text of the app</source>
        <translation>Normal, grande, enorme: todo el texto de la aplicación</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>&amp;Standard</source>
        <translation>&amp;Estándar</translation>
    </message>
    <message>
        <source>&amp;High Contrast</source>
        <translation>&amp;Alto contraste</translation>
    </message>
    <message>
        <source>Follow the S&amp;ystem</source>
        <translation>Usar el del &amp;sistema</translation>
    </message>
    <message>
        <source>The printed board's colours, with light docks and dialogs</source>
        <translation>Los colores del tablero impreso, con paneles y diálogos claros</translation>
    </message>
    <message>
        <source>Black, white and yellow: strong outlines, opaque number plates, thicker marks</source>
        <translation>Negro, blanco y amarillo: contornos marcados, placas de números opacas, marcas más gruesas</translation>
    </message>
    <message>
        <source>The standard board, with docks and dialogs in the desktop's colours</source>
        <translation>El tablero estándar, con paneles y diálogos en los colores del escritorio</translation>
    </message>
    <message>
        <source>T&amp;heme</source>
        <translation>T&amp;ema</translation>
    </message>
</context>
<context>
    <name>Tune</name>
    <message>
        <source>The board already meets every target: nothing to move.</source>
        <translation>El tablero ya cumple todos los objetivos: no hay nada que mover.</translation>
    </message>
    <message>
        <source>No layout met every target, and no move brought the board closer.</source>
        <translation>Ninguna disposición cumplió todos los objetivos, y ningún cambio acercó el tablero a ellos.</translation>
    </message>
    <message>
        <source>Ladder {start} → {end}: top moved to {new_end}</source>
        <translation>Escalera {start} → {end}: extremo de arriba movido a {new_end}</translation>
    </message>
    <message>
        <source>Snake {start} → {end}: tail moved to {new_end}</source>
        <translation>Serpiente {start} → {end}: cola movida a {new_end}</translation>
    </message>
    <message>
        <source>Ladder {start} → {end}: foot moved to {new_start}</source>
        <translation>Escalera {start} → {end}: pie movido a {new_start}</translation>
    </message>
    <message>
        <source>Snake {start} → {end}: head moved to {new_start}</source>
        <translation>Serpiente {start} → {end}: cabeza movida a {new_start}</translation>
    </message>
    <message>
        <source>Ladder {start} → {end}: now {new_start} → {new_end}</source>
        <translation>Escalera {start} → {end}: ahora {new_start} → {new_end}</translation>
    </message>
    <message>
        <source>Snake {start} → {end}: now {new_start} → {new_end}</source>
        <translation>Serpiente {start} → {end}: ahora {new_start} → {new_end}</translation>
    </message>
    <message>
        <source>never ends</source>
        <translation>nunca termina</translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation>inalcanzable</translation>
    </message>
    <message>
        <source>Expected length: {before} → {after} turns</source>
        <translation>Duración esperada: {before} → {after} turnos</translation>
    </message>
    <message>
        <source>Fewest throws: {before} → {after}</source>
        <translation>Mínimo de tiradas: {before} → {after}</translation>
    </message>
    <message>
        <source>First seat's advantage at 2 to 4 players: {before} → {after} points</source>
        <translation>Ventaja del primer puesto con 2 a 4 jugadores: {before} → {after} puntos</translation>
    </message>
</context>
<context>
    <name>TuneBoard</name>
    <message>
        <source>The board</source>
        <translation>El tablero</translation>
    </message>
    <message>
        <source>Click a snake or ladder to lock it, or tick it in the list</source>
        <translation>Haz clic en una serpiente o escalera para fijarla, o márcala en la lista</translation>
    </message>
</context>
<context>
    <name>TuneDialog</name>
    <message>
        <source>Tune the layout</source>
        <translation>Afinar la disposición</translation>
    </message>
    <message>
        <source>Expected length between</source>
        <translation>Duración esperada entre</translation>
    </message>
    <message>
        <source>Fewest throws between</source>
        <translation>Mínimo de tiradas entre</translation>
    </message>
    <message>
        <source>Finished within</source>
        <translation>Partidas terminadas en</translation>
    </message>
    <message>
        <source>First seat's advantage at most</source>
        <translation>Ventaja del primer puesto como máximo</translation>
    </message>
    <message>
        <source>Expected length: at least, in turns</source>
        <translation>Duración esperada: al menos, en turnos</translation>
    </message>
    <message>
        <source>Expected length: at most, in turns</source>
        <translation>Duración esperada: como máximo, en turnos</translation>
    </message>
    <message>
        <source>Fewest throws: at least</source>
        <translation>Mínimo de tiradas: al menos</translation>
    </message>
    <message>
        <source>Fewest throws: at most</source>
        <translation>Mínimo de tiradas: como máximo</translation>
    </message>
    <message>
        <source>Finished within this many turns</source>
        <translation>Terminadas en este número de turnos</translation>
    </message>
    <message>
        <source>By then, at least this percentage of games finished</source>
        <translation>Para entonces, al menos este porcentaje de partidas terminadas</translation>
    </message>
    <message>
        <source>First seat's advantage: at most, in percentage points</source>
        <translation>Ventaja del primer puesto: como máximo, en puntos porcentuales</translation>
    </message>
    <message>
        <source>This board now: working it out…</source>
        <translation>Este tablero ahora: calculando…</translation>
    </message>
    <message>
        <source>Snakes and ladders never moved</source>
        <translation>Serpientes y escaleras que nunca se mueven</translation>
    </message>
    <message>
        <source>Ticked snakes and ladders are never moved; click one on the board too</source>
        <translation>Las serpientes y escaleras marcadas nunca se mueven; también puedes hacer clic en una en el tablero</translation>
    </message>
    <message>
        <source>Edits</source>
        <translation>Cambios</translation>
    </message>
    <message>
        <source>Tune</source>
        <translation>Afinar</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <source>Compare with the Board Before…</source>
        <translation>Comparar con el tablero anterior…</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Aplicar</translation>
    </message>
    <message>
        <source>and</source>
        <translation>y</translation>
    </message>
    <message>
        <source>turns</source>
        <translation>turnos</translation>
    </message>
    <message>
        <source>throws</source>
        <translation>tiradas</translation>
    </message>
    <message>
        <source>turns: at least</source>
        <translation>turnos: al menos el</translation>
    </message>
    <message>
        <source>points at 2 to 4 players</source>
        <translation>puntos con 2 a 4 jugadores</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Semilla:</translation>
    </message>
    <message>
        <source>Never move (tick, or click on the board):</source>
        <translation>No mover nunca (marca o haz clic en el tablero):</translation>
    </message>
    <message>
        <source>Edits (old places faint, new ones bold):</source>
        <translation>Cambios (posiciones antiguas en claro, nuevas en negrita):</translation>
    </message>
    <message>
        <source>Before → after:</source>
        <translation>Antes → después:</translation>
    </message>
    <message>
        <source>Ladder {start} → {end}</source>
        <translation>Escalera {start} → {end}</translation>
    </message>
    <message>
        <source>Snake {start} → {end}</source>
        <translation>Serpiente {start} → {end}</translation>
    </message>
    <message>
        <source>This board now: {figures}.</source>
        <translation>Este tablero ahora: {figures}.</translation>
    </message>
    <message>
        <source>This board now: not worked out ({why})</source>
        <translation>Este tablero ahora: no calculado ({why})</translation>
    </message>
    <message>
        <source>Tuning the layout…</source>
        <translation>Afinando la disposición…</translation>
    </message>
    <message>
        <source>Not tuned: {why}.</source>
        <translation>No se ha afinado: {why}.</translation>
    </message>
    <message>
        <source>Cancelled: nothing was changed.</source>
        <translation>Cancelado: no ha cambiado nada.</translation>
    </message>
    <message>
        <source>Missed: {targets}</source>
        <translation>No cumplidos: {targets}</translation>
    </message>
</context>
<context>
    <name>TuneWords</name>
    <message numerus="yes">
        <source>Every target met by moving %n snake(s) or ladder(s).</source>
        <translation>
            <numerusform>Todos los objetivos cumplidos moviendo %n serpiente o escalera.</numerusform>
            <numerusform>Todos los objetivos cumplidos moviendo %n serpientes o escaleras.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No layout met every target; the closest found moves %n snake(s) or ladder(s).</source>
        <translation>
            <numerusform>Ninguna disposición cumplió todos los objetivos; la más cercana mueve %n serpiente o escalera.</numerusform>
            <numerusform>Ninguna disposición cumplió todos los objetivos; la más cercana mueve %n serpientes o escaleras.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Chance of finishing within %n turn(s): {before} → {after}</source>
        <translation>
            <numerusform>Probabilidad de terminar en %n turno o menos: {before} → {after}</numerusform>
            <numerusform>Probabilidad de terminar en %n turnos o menos: {before} → {after}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>expected length {expected} turns; fewest throws {throws}; {chance} of games over within %n turn(s); first seat's advantage {points} points</source>
        <translation>
            <numerusform>duración esperada {expected} turnos; mínimo de tiradas {throws}; {chance} de las partidas terminadas en %n turno o menos; ventaja del primer puesto {points} puntos</numerusform>
            <numerusform>duración esperada {expected} turnos; mínimo de tiradas {throws}; {chance} de las partidas terminadas en %n turnos o menos; ventaja del primer puesto {points} puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n layout(s) tried.</source>
        <translation>
            <numerusform>%n disposición probada.</numerusform>
            <numerusform>%n disposiciones probadas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The moved snake crosses %n other snake(s) or ladder(s): no move found that reaches the targets as well crosses none.</source>
        <translation>
            <numerusform>La serpiente movida cruza %n serpiente o escalera más: ningún movimiento encontrado que alcance igual los objetivos cruza ninguna.</numerusform>
            <numerusform>La serpiente movida cruza %n serpientes o escaleras más: ningún movimiento encontrado que alcance igual los objetivos cruza ninguna.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The moved ladder crosses %n other snake(s) or ladder(s): no move found that reaches the targets as well crosses none.</source>
        <translation>
            <numerusform>La escalera movida cruza %n serpiente o escalera más: ningún movimiento encontrado que alcance igual los objetivos cruza ninguna.</numerusform>
            <numerusform>La escalera movida cruza %n serpientes o escaleras más: ningún movimiento encontrado que alcance igual los objetivos cruza ninguna.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The moved snakes and ladders make %n crossing(s): no layout found that reaches the targets as well makes none.</source>
        <translation>
            <numerusform>Las serpientes y escaleras movidas se cruzan %n vez: ninguna disposición encontrada que alcance igual los objetivos evita cruces.</numerusform>
            <numerusform>Las serpientes y escaleras movidas se cruzan %n veces: ninguna disposición encontrada que alcance igual los objetivos evita cruces.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tuner</name>
    <message>
        <source>choose at least one target</source>
        <translation>elige al menos un objetivo</translation>
    </message>
    <message>
        <source>the expected length must be a finite number of turns, 0 or more, not {value}</source>
        <translation>la duración esperada debe ser un número finito de turnos, 0 o más, no {value}</translation>
    </message>
    <message>
        <source>the fewest throws must be between {least} and {most}, not {value}</source>
        <translation>el mínimo de tiradas debe estar entre {least} y {most}, no {value}</translation>
    </message>
    <message>
        <source>the fewest throws range is empty ({low} &gt; {high})</source>
        <translation>el intervalo del mínimo de tiradas está vacío ({low} &gt; {high})</translation>
    </message>
    <message>
        <source>the expected length range is empty ({low} &gt; {high})</source>
        <translation>el intervalo de la duración esperada está vacío ({low} &gt; {high})</translation>
    </message>
    <message>
        <source>a game lasts at least one turn: the expected length cannot be below 1</source>
        <translation>una partida dura al menos un turno: la duración esperada no puede ser menor que 1</translation>
    </message>
    <message>
        <source>a game takes at least one throw: the fewest throws cannot be below 1</source>
        <translation>una partida necesita al menos una tirada: el mínimo de tiradas no puede ser menor que 1</translation>
    </message>
    <message>
        <source>the turns of "finished within" must be at least 1, not {turns}</source>
        <translation>los turnos de «Partidas terminadas en» deben ser al menos 1, no {turns}</translation>
    </message>
    <message>
        <source>the turns of "finished within" must be at most {most}, not {turns}</source>
        <translation>los turnos de «Partidas terminadas en» deben ser como máximo {most}, no {turns}</translation>
    </message>
    <message>
        <source>the seat advantage must be between 0 and 100 points, not {points}</source>
        <translation>la ventaja del puesto debe estar entre 0 y 100 puntos (es {points})</translation>
    </message>
    <message>
        <source>expected length between {low} and {high} turns: games can go on for ever</source>
        <translation>duración esperada entre {low} y {high} turnos: las partidas pueden no terminar nunca</translation>
    </message>
    <message>
        <source>expected length between {low} and {high} turns (best found: {found:.2f})</source>
        <translation>duración esperada entre {low} y {high} turnos (la mejor encontrada: {found:.2f})</translation>
    </message>
    <message>
        <source>at least {chance:.0%} of games over by turn {turns} (best found: {found:.1%})</source>
        <translation>al menos el {chance:.0%} de las partidas terminadas en el turno {turns} (lo mejor encontrado: {found:.1%})</translation>
    </message>
    <message>
        <source>the first seat's advantage at most {most:.2f} points at 2 to 4 players (best found: {found:.2f} points)</source>
        <translation>ventaja del primer puesto de como máximo {most:.2f} puntos con 2 a 4 jugadores (la mejor encontrada: {found:.2f} puntos)</translation>
    </message>
    <message>
        <source>every game ends: the best found can go on for ever</source>
        <translation>que todas las partidas terminen: con la mejor disposición encontrada pueden no terminar nunca</translation>
    </message>
    <message>
        <source>the chance of finishing must be between {least:.0%} and {most:.0%}, not {chance:.1%}</source>
        <translation>la probabilidad de terminar debe estar entre el {least:.0%} y el {most:.0%} (es {chance:.1%})</translation>
    </message>
    <message>
        <source>fewest throws between {low} and {high}: the goal cannot be reached</source>
        <translation>mínimo de tiradas entre {low} y {high}: no se puede llegar a la meta</translation>
    </message>
    <message>
        <source>fewest throws between {low} and {high} (best found: {found})</source>
        <translation>mínimo de tiradas entre {low} y {high} (el mejor encontrado: {found})</translation>
    </message>
    <message>
        <source>boards of up to {most} squares can be tuned; this one has {size}</source>
        <translation>se pueden afinar tableros de hasta {most} casillas; este tiene {size}</translation>
    </message>
    <message>
        <source>square {square} starts no snake or ladder: only a snake or ladder can be locked</source>
        <translation>en la casilla {square} no empieza ninguna serpiente ni escalera: solo se pueden fijar serpientes y escaleras</translation>
    </message>
    <message>
        <source>the work budget is too small to analyse this board</source>
        <translation>el presupuesto de trabajo es demasiado pequeño para analizar este tablero</translation>
    </message>
</context>
<context>
    <name>Turn</name>
    <message>
        <source>players must be a list of names</source>
        <translation>los jugadores deben ser una lista de nombres</translation>
    </message>
    <message>
        <source>a game needs {least} to {most} players, not {count}</source>
        <translation>una partida necesita de {least} a {most} jugadores, no {count}</translation>
    </message>
    <message>
        <source>the dice of a turn must be a list of numbers, not {type}</source>
        <translation>los dados de un turno deben ser una lista de números, no {type}</translation>
    </message>
    <message>
        <source>die {die}: every die must be a whole number from 1 to 6</source>
        <translation>dado {die}: cada dado debe ser un número entero del 1 al 6</translation>
    </message>
    <message>
        <source>a turn has 1 to {most} dice, not {count}</source>
        <translation>un turno tiene de 1 a {most} dados, no {count}</translation>
    </message>
    <message>
        <source>a turn has exactly one die (no extra throw on a six), not {count}</source>
        <translation>un turno tiene exactamente un dado (sin tirada extra con un seis), no {count}</translation>
    </message>
    <message>
        <source>dice {dice}: only a 6 earns another throw</source>
        <translation>dados {dice}: solo un 6 da otra tirada</translation>
    </message>
    <message>
        <source>dice {dice}: throw {number} reached the last square and ended the game; no throw comes after it</source>
        <translation>dados {dice}: la tirada {number} llegó a la última casilla y terminó la partida; no puede haber más tiradas después</translation>
    </message>
    <message>
        <source>unknown player {player}; the players are {players}</source>
        <translation>jugador desconocido {player}; los jugadores son {players}</translation>
    </message>
    <message>
        <source>no turn to take back</source>
        <translation>no hay ningún turno que deshacer</translation>
    </message>
</context>
<context>
    <name>TurnLog</name>
    <message>
        <source>Turn log</source>
        <translation>Registro de turnos</translation>
    </message>
    <message numerus="yes">
        <source>… %n earlier turn(s), not shown here</source>
        <translation>
            <numerusform>… %n turno anterior, no se muestra aquí</numerusform>
            <numerusform>… %n turnos anteriores, no se muestran aquí</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TurnVoice</name>
    <message>
        <source>Spea&amp;k Turns</source>
        <translation>Turnos en &amp;voz alta</translation>
    </message>
    <message>
        <source>Say each turn aloud: whose turn it is, what the throw did, the winner</source>
        <translation>Decir cada turno en voz alta: de quién es el turno, qué ha hecho la tirada, quién gana</translation>
    </message>
    <message>
        <source>Speak Turns</source>
        <translation>Turnos en voz alta</translation>
    </message>
    <message>
        <source>A screen reader is running and says each turn: Speak Turns stays quiet while it runs.</source>
        <translation>Hay un lector de pantalla en marcha que dice cada turno: «Turnos en voz alta» se queda en silencio mientras funcione.</translation>
    </message>
    <message>
        <source>Speak Turns is on: each turn is said aloud.</source>
        <translation>«Turnos en voz alta» está activado: cada turno se dice en voz alta.</translation>
    </message>
    <message>
        <source>No voice speaks {language} here: the turns are read by the system's voice.</source>
        <translation>Aquí ninguna voz habla {language}: los turnos los lee la voz del sistema.</translation>
    </message>
    <message>
        <source>The voice could not speak: {reason}</source>
        <translation>La voz no ha podido hablar: {reason}</translation>
    </message>
    <message>
        <source>Speak Turns: no voice is installed, so the turns are not spoken.</source>
        <translation>Turnos en voz alta: no hay ninguna voz instalada, así que los turnos no se dicen.</translation>
    </message>
    <message>
        <source>Speak Turns: no speech service is installed, so the turns are not spoken.</source>
        <translation>Turnos en voz alta: no hay ningún servicio de voz instalado, así que los turnos no se dicen.</translation>
    </message>
    <message>
        <source>Install speech-dispatcher and a voice, espeak-ng (on Debian or Ubuntu: sudo apt install speech-dispatcher espeak-ng), then turn Speak Turns on again.</source>
        <translation>Instala speech-dispatcher y una voz, espeak-ng (en Debian o Ubuntu: sudo apt install speech-dispatcher espeak-ng), y vuelve a activar «Turnos en voz alta».</translation>
    </message>
    <message>
        <source>Add a voice in the system's speech settings, then turn Speak Turns on again.</source>
        <translation>Añade una voz en los ajustes de voz del sistema y vuelve a activar «Turnos en voz alta».</translation>
    </message>
    <message>
        <source>(The speech service said: {reason})</source>
        <translation>(El servicio de voz dijo: {reason})</translation>
    </message>
</context>
<context>
    <name>TvLayout</name>
    <message>
        <source>The Play room for a TV: the board as tall as the screen, the die and the players large</source>
        <translation>La sala Jugar para una tele: el tablero tan alto como la pantalla, y el dado y los jugadores en grande</translation>
    </message>
    <message>
        <source>&amp;TV Layout</source>
        <translation>&amp;Modo TV</translation>
    </message>
    <message>
        <source>Leave TV Layout</source>
        <translation>Salir del modo TV</translation>
    </message>
</context>
<context>
    <name>Unfinished</name>
    <message>
        <source>Untitled board</source>
        <translation>Tablero sin título</translation>
    </message>
    <message>
        <source>{players} — {turns} — {when}</source>
        <translation>{players} — {turns} — {when}</translation>
    </message>
    <message>
        <source>{name}'s turn</source>
        <translation>Turno de {name}</translation>
    </message>
    <message>
        <source>{turn} — {when}</source>
        <translation>{turn} — {when}</translation>
    </message>
    <message>
        <source>{board}: {detail}</source>
        <translation>{board}: {detail}</translation>
    </message>
    <message>
        <source>today {time}</source>
        <translation>hoy, {time}</translation>
    </message>
    <message>
        <source>yesterday {time}</source>
        <translation>ayer, {time}</translation>
    </message>
    <message>
        <source>{date} {time}</source>
        <translation>{date}, {time}</translation>
    </message>
</context>
<context>
    <name>UnfinishedWords</name>
    <message numerus="yes">
        <source>%n turn(s) played</source>
        <translation>
            <numerusform>%n turno jugado</numerusform>
            <numerusform>%n turnos jugados</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>UsageTable</name>
    <message>
        <source>How often each snake and ladder is taken</source>
        <translation>Con qué frecuencia se toma cada serpiente y escalera</translation>
    </message>
    <message>
        <source>Taken in a game</source>
        <translation>Veces por partida</translation>
    </message>
    <message>
        <source>The expected number of times one player takes it in a game</source>
        <translation>El número esperado de veces que un jugador la toma en una partida</translation>
    </message>
    <message>
        <source>Snake or ladder</source>
        <translation>Serpiente o escalera</translation>
    </message>
    <message>
        <source>Heat map on the board</source>
        <translation>Mapa de calor en el tablero</translation>
    </message>
    <message>
        <source>Tint each square by how often the token comes to rest there in a game</source>
        <translation>Colorear cada casilla según las veces que la ficha se para en ella en una partida</translation>
    </message>
    <message>
        <source>Which snakes and ladders matter:</source>
        <translation>Qué serpientes y escaleras importan:</translation>
    </message>
    <message numerus="yes">
        <source>Not worked out: a game can fail to finish, the games are too long to count, or the board has more than %n squares.</source>
        <translation>
            <numerusform>No calculado: una partida puede no terminar, las partidas son demasiado largas para contarlas o el tablero tiene más de %n casilla.</numerusform>
            <numerusform>No calculado: una partida puede no terminar, las partidas son demasiado largas para contarlas o el tablero tiene más de %n casillas.</numerusform>
        </translation>
    </message>
    <message>
        <source>No snakes or ladders on this board.</source>
        <translation>No hay serpientes ni escaleras en este tablero.</translation>
    </message>
    <message>
        <source>Ladder {start}→{end}</source>
        <translation>Escalera {start}→{end}</translation>
    </message>
    <message>
        <source>Snake {start}→{end}</source>
        <translation>Serpiente {start}→{end}</translation>
    </message>
</context>
<context>
    <name>WhatIf</name>
    <message>
        <source>unreachable</source>
        <translation>inalcanzable</translation>
    </message>
    <message>
        <source>endless</source>
        <translation>infinitos</translation>
    </message>
    <message>
        <source>fewest {before} → {after}, expected {turns} → {new_turns} turns</source>
        <translation>mínimo de tiradas {before} → {after}, turnos esperados {turns} → {new_turns}</translation>
    </message>
</context>
<context>
    <name>WhyBfsDialog</name>
    <message>
        <source>Why BFS? Depth-first vs breadth-first</source>
        <translation>¿Por qué BFS? Profundidad frente a anchura</translation>
    </message>
    <message>
        <source>This board is too big to watch depth-first</source>
        <translation>Este tablero es demasiado grande para ver la búsqueda en profundidad</translation>
    </message>
    <message numerus="yes">
        <source>This board has %Ln square(s). The depth-first animation works on boards of up to {most} squares (50×50), where each step can be followed: try it on a smaller board.</source>
        <translation>
            <numerusform>Este tablero tiene %Ln casilla. La animación en profundidad funciona en tableros de hasta {most} casillas (50×50), donde se puede seguir cada paso: pruébala en un tablero más pequeño.</numerusform>
            <numerusform>Este tablero tiene %Ln casillas. La animación en profundidad funciona en tableros de hasta {most} casillas (50×50), donde se puede seguir cada paso: pruébala en un tablero más pequeño.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Reiniciar</translation>
    </message>
    <message>
        <source>◀ &amp;Back</source>
        <translation>◀ &amp;Atrás</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>Re&amp;producir</translation>
    </message>
    <message>
        <source>&amp;Step ▶</source>
        <translation>Pa&amp;so ▶</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Velocidad</translation>
    </message>
    <message>
        <source>From one step every 2 seconds to the whole search in under a second</source>
        <translation>Desde un paso cada 2 segundos hasta toda la búsqueda en menos de un segundo</translation>
    </message>
    <message>
        <source>Back to the start</source>
        <translation>Volver al principio</translation>
    </message>
    <message>
        <source>One step back (Left)</source>
        <translation>Un paso atrás (Left)</translation>
    </message>
    <message>
        <source>Play or pause (Space)</source>
        <translation>Reproducir o pausar (Espacio)</translation>
    </message>
    <message>
        <source>One step forward (Right)</source>
        <translation>Un paso adelante (Right)</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Velocidad:</translation>
    </message>
    <message numerus="yes">
        <source>visited (%n square(s))</source>
        <translation>
            <numerusform>visitada (%n casilla)</numerusform>
            <numerusform>visitadas (%n casillas)</numerusform>
        </translation>
    </message>
    <message>
        <source>Depth-first's first route: {dfs}. Breadth-first's shortest: {bfs}.</source>
        <translation>Primera ruta en profundidad: {dfs}. La más corta en anchura: {bfs}.</translation>
    </message>
    <message>
        <source>breadth-first, the shortest</source>
        <translation>en anchura, la más corta</translation>
    </message>
    <message>
        <source>depth-first, its first route</source>
        <translation>en profundidad, su primera ruta</translation>
    </message>
    <message>
        <source>Neither search reaches the goal</source>
        <translation>Ninguna de las dos búsquedas llega a la meta</translation>
    </message>
    <message numerus="yes">
        <source>Depth-first search: a route of %n throw(s) so far</source>
        <translation>
            <numerusform>Búsqueda en profundidad: una ruta de %n tirada hasta ahora</numerusform>
            <numerusform>Búsqueda en profundidad: una ruta de %n tiradas hasta ahora</numerusform>
        </translation>
    </message>
    <message>
        <source>depth-first: the route so far</source>
        <translation>en profundidad: la ruta hasta ahora</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pausa</translation>
    </message>
</context>
<context>
    <name>WindowDocks</name>
    <message>
        <source>Matrix</source>
        <translation>Matriz</translation>
    </message>
    <message>
        <source>Solver</source>
        <translation>Solucionador</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Análisis</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Avisos</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historial</translation>
    </message>
    <message>
        <source>Numbering</source>
        <translation>Numeración</translation>
    </message>
    <message>
        <source>How square numbers map to the matrix's rows and columns (LeetCode 909's numbering)</source>
        <translation>Cómo se corresponden los números de casilla con las filas y columnas de la matriz (la numeración de LeetCode 909)</translation>
    </message>
    <message>
        <source>History of changes</source>
        <translation>Historial de cambios</translation>
    </message>
</context>
<context>
    <name>WinsChart</name>
    <message>
        <source>Wins per player</source>
        <translation>Victorias por jugador</translation>
    </message>
    <message>
        <source>{name}: {wins}</source>
        <translation>{name}: {wins}</translation>
    </message>
    <message>
        <source>{name} (computer)</source>
        <translation>{name} (máquina)</translation>
    </message>
</context>
<context>
    <name>ZoomControls</name>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Ampliar</translation>
    </message>
    <message>
        <source>Bigger squares</source>
        <translation>Casillas más grandes</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>&amp;Reducir</translation>
    </message>
    <message>
        <source>Smaller squares</source>
        <translation>Casillas más pequeñas</translation>
    </message>
    <message>
        <source>&amp;Fit the Board</source>
        <translation>Aj&amp;ustar el tablero</translation>
    </message>
    <message>
        <source>The whole board in the window</source>
        <translation>Todo el tablero en la ventana</translation>
    </message>
    <message>
        <source>&amp;Actual Size (100 %)</source>
        <translation>Tamaño rea&amp;l (100 %)</translation>
    </message>
    <message>
        <source>Zoom: Ctrl+wheel or a pinch on the board; drag with the middle button to move</source>
        <translation>Zoom: Ctrl+wheel o pellizcar en el tablero; arrastra con el botón central para desplazarte</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Alejar</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Acercar</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Ajustar</translation>
    </message>
</context>
</TS>