package audio

import (
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// childEnv makes this test binary a sound process (ServeDevice on file
// descriptors 3 and 4) for the backend it names, as anna's hidden
// subcommand does.
const childEnv = "ANNA_AUDIO_TEST_CHILD"

// busyEnv makes this test binary spin for ever: the load of
// TestPulseWordsWholeUnderLoad.
const busyEnv = "ANNA_AUDIO_TEST_BUSY"

// bufferEnv sets the PulseAudio buffer a sound process asks for (a
// duration, such as 20ms), to see what a smaller one does.
const bufferEnv = "ANNA_AUDIO_TEST_PULSE_BUFFER"

// idleCorkEnv sets how long a sound process's PulseAudio stream stays
// open when idle (a duration).
const idleCorkEnv = "ANNA_AUDIO_TEST_IDLE_CORK"

func TestMain(m *testing.M) {
	if os.Getenv(busyEnv) != "" {
		for {
		}
	}
	if d, err := time.ParseDuration(os.Getenv(bufferEnv)); err == nil && d > 0 {
		pulseStream = bufferAttr(d, min(pulseSinkLatency, d/2), min(pulsePrebuf, d/4))
	}
	if d, err := time.ParseDuration(os.Getenv(idleCorkEnv)); err == nil && d > 0 {
		pulseIdleCork = d
	}
	if backend := os.Getenv(childEnv); backend != "" {
		commands, replies, err := ChildPipes(os.Args)
		if err == nil {
			err = ServeDevice(commands, replies, backend, 3*time.Second)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// childCommand starts this test binary as the sound process, with the
// environment's variables and env besides; its messages go to the test's
// log when it fails.
func childCommand(tb testing.TB, env ...string) func(backend string) *exec.Cmd {
	return func(backend string) *exec.Cmd {
		cmd := exec.Command(os.Args[0])
		cmd.Env = append(os.Environ(), append(env, childEnv+"="+backend,
			// A race-enabled child otherwise sleeps a second before exiting.
			"GORACE="+strings.TrimSpace(os.Getenv("GORACE")+" atexit_sleep_ms=0"))...)
		cmd.Stdout, cmd.Stderr = childLog{tb}, childLog{tb}
		return cmd
	}
}

// childLog writes a sound process's messages to the test's log.
type childLog struct{ tb testing.TB }

func (l childLog) Write(p []byte) (int, error) {
	l.tb.Logf("sound process: %s", strings.TrimSpace(string(p)))
	return len(p), nil
}
