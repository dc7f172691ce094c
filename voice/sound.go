package voice

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sync"
	"time"

	"github.com/anna-chess/anna/audio"
	"github.com/anna-chess/anna/internal/cleantext"
	"github.com/anna-chess/anna/internal/places"
	"github.com/anna-chess/anna/scoresheet"
	"github.com/anna-chess/anna/speech"
)

// SoundChildArg is the hidden first argument that makes anna the sound
// process of another anna (audio.ServeDevice): it plays on the sound
// device what its parent sends. Its command line is anna __sound-device
// BACKEND and the two pipes (audio.ChildPipes). The parent starts it at the first word
// said, and a new one when the device or the sound server went away and
// may be back.
const SoundChildArg = "__sound-device"

// ServeSound is anna as a sound process for the backend named: commands
// and replies on the pipes its parent named (audio.ChildPipes).
func ServeSound(backend string, pipes []string) int {
	log := childLog()
	commands, replies, err := audio.ChildPipes(pipes)
	if err == nil {
		err = audio.ServeDevice(commands, replies, backend, 3*time.Second)
	}
	if err != nil {
		fmt.Fprintf(log, "%s anna sound process: %v\n", time.Now().Format(time.RFC3339), err)
		return 1
	}
	return 0
}

// soundDevice is the sound device, played by anna's own sound process.
// When the device or the sound server goes away, the line view says so
// once; when it is back, it says so and v speaks again. The reasons are
// written to the sound log.
func soundDevice(book speech.Phrasebook, later chan<- string, v *Voice) *audio.Device {
	return audio.NewDevice(audio.DeviceOptions{
		Command: soundProcess,
		OnLost: func(why error) {
			logSound("the sound went away: " + why.Error())
			Tell(later, book.Say(keySoundLost.Event()).Text())
		},
		OnBack: func() {
			logSound("the sound is back")
			back := book.Say(keySoundBack.Event())
			Tell(later, back.Text())
			v.Speak(back)
		},
	})
}

// soundProcess is anna itself as the sound process for backend. What it
// and the sound libraries write (libasound's complaints, a PulseAudio
// client's unknown messages) goes to the sound log (logOutput), never to
// the player's terminal: a screen reader would read them out. It
// has a process group of its own, so that Ctrl+C at the terminal reaches
// anna, which saves the game, and not the sound.
func soundProcess(backend string) *exec.Cmd {
	exe, err := os.Executable()
	// Linux's /proc names this very program, even when the binary was
	// replaced meanwhile. (Only Linux's: under Wine the path is taken as
	// Z:\proc\self\exe, which is there, and no program Windows runs.)
	if _, statErr := os.Stat("/proc/self/exe"); statErr == nil && runtime.GOOS == "linux" {
		exe, err = "/proc/self/exe", nil
	}
	if err != nil {
		exe = os.Args[0]
	}
	cmd := exec.Command(exe, SoundChildArg, backend)
	if log := soundLogFile(); log != nil {
		logOutput(cmd, log)
	}
	ownProcessGroup(cmd)
	return cmd
}

var soundLogOnce struct {
	sync.Once
	f *os.File
}

// soundLogFile is the sound log, opened once for appending; nil where it
// cannot be.
func soundLogFile() *os.File {
	soundLogOnce.Do(func() {
		path := soundLog()
		os.MkdirAll(filepath.Dir(path), 0o755)
		if f, err := scoresheet.OpenLog(path); err == nil { // a link or a device there is never written through
			soundLogOnce.f = f
		}
	})
	return soundLogOnce.f
}

// logSound writes a line to the sound log.
func logSound(what string) {
	if log := soundLogFile(); log != nil {
		fmt.Fprintf(log, "%s anna: %s\n", time.Now().Format(time.RFC3339), cleantext.Line(what))
	}
}

// soundLog is where the sound system's messages go.
func soundLog() string { return places.Log("sound.log") }
