/** A short two-tone beep through Web Audio (no sound file): a new order reached the station. */
let contexto: AudioContext | null = null;

export function pitar(): void {
  const Contexto =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Contexto) return;
  try {
    contexto ??= new Contexto();
    if (contexto.state === 'suspended') void contexto.resume();
    const inicio = contexto.currentTime;
    [880, 1320].forEach((frecuencia, i) => {
      const osc = contexto!.createOscillator();
      const volumen = contexto!.createGain();
      osc.type = 'sine';
      osc.frequency.value = frecuencia;
      const desde = inicio + i * 0.18;
      volumen.gain.setValueAtTime(0.0001, desde);
      volumen.gain.exponentialRampToValueAtTime(0.4, desde + 0.02);
      volumen.gain.exponentialRampToValueAtTime(0.0001, desde + 0.16);
      osc.connect(volumen).connect(contexto!.destination);
      osc.start(desde);
      osc.stop(desde + 0.17);
    });
  } catch {
    // A browser that refuses audio (no user gesture yet) simply stays silent.
  }
}
