# cmake -DKIT=<damka-conformance> -DPLUGIN=<library> -DFAULT=<regex> -DHIDE=<dir|dir> -P expect_fault.cmake
# Runs the kit's move-record check on one broken strip-draughts build (30 random games, so
# that promotions and double captures come up often): it must fail, print
# FAULT (the variant, position, move and fault in words), and name none of the HIDE folders
# (the build and source trees: a plugin author reads the move, not the kit's files).
cmake_minimum_required(VERSION 3.20)
execute_process(COMMAND "${KIT}" --plugin "${PLUGIN}" --gtest_filter=*.MoveRecordsMatchTheBoard --games 30
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
string(APPEND out "${err}")
if(rc EQUAL 0)
  message(FATAL_ERROR "the kit passed a broken plugin (${PLUGIN}):\n${out}")
endif()
if(NOT out MATCHES "${FAULT}")
  message(FATAL_ERROR "the kit failed without naming the fault /${FAULT}/:\n${out}")
endif()
string(REPLACE "|" ";" HIDE "${HIDE}")
foreach(dir ${HIDE})
  string(FIND "${out}" "${dir}" at)
  if(NOT at EQUAL -1)
    message(FATAL_ERROR "the kit's output names the folder ${dir}:\n${out}")
  endif()
endforeach()
